import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';
import { useWorkArea } from '../use-work-area.ts';

export const WorkSolutionDetailRoute = () => {
  const area = useWorkArea();
  const back = paths[area].solutions;
  return (
    <DetailPlaceholder
      title={paths.participants.solutionDetail.title}
      param="id"
      noun="方案"
      description="方案详情将在方案模块上线后在此展示：方案简介、适用地区与标签、提供方与正文。"
      back={{ title: back.title, href: back.getHref() }}
    />
  );
};
