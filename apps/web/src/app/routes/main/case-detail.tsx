import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';

export const CaseDetailRoute = () => (
  <DetailPlaceholder
    title={paths.cases.detail.title}
    param="id"
    noun="案例"
    description="案例详情将在内容模块上线后在此展示：案例简介、合作双方、所在地区、正文，以及相关案例。"
    back={{ title: paths.cases.list.title, href: paths.cases.list.getHref() }}
  />
);
