import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';
import { useWorkArea } from '../use-work-area.ts';

export const ServicePublicDetailRoute = () => {
  const area = useWorkArea();
  const back = paths[area].service;
  return (
    <DetailPlaceholder
      title={paths.participants.servicePublicDetail.title}
      param="id"
      noun="服务"
      description="我发布的服务详情将在服务模块上线后在此展示：审核状态与驳回原因、上下架状态，以及完整的审核记录。"
      back={{ title: back.title, href: back.getHref() }}
    />
  );
};
