import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';
import { useWorkArea } from '../use-work-area.ts';

export const ServiceDetailRoute = () => {
  const area = useWorkArea();
  const back = paths[area].service;
  return (
    <DetailPlaceholder
      title={paths.participants.serviceDetail.title}
      param="id"
      noun="服务"
      description="服务详情将在服务模块上线后在此展示：服务内容与服务地区、服务商信息，以及“申请合作”（以短信和站内通知告知服务商）。"
      back={{ title: back.title, href: back.getHref() }}
    />
  );
};
