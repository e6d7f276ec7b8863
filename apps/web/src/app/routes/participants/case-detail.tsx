import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';
import { useWorkArea } from '../use-work-area.ts';

export const WorkCaseDetailRoute = () => {
  const area = useWorkArea();
  const back = paths[area].home;
  return (
    <DetailPlaceholder
      title={paths.participants.caseDetail.title}
      param="id"
      noun="案例"
      description="案例详情将在内容模块上线后在此展示：案例简介、合作双方、所在地区与正文。"
      back={{ title: back.title, href: back.getHref() }}
    />
  );
};
