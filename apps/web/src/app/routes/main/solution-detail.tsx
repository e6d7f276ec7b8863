import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';

export const SolutionDetailRoute = () => (
  <DetailPlaceholder
    title={paths.solutions.detail.title}
    param="id"
    noun="方案"
    description="方案详情将在内容模块上线后在此展示：方案简介、适用地区与标签、提供方、正文，以及相关方案。"
    back={{ title: paths.solutions.list.title, href: paths.solutions.list.getHref() }}
  />
);
