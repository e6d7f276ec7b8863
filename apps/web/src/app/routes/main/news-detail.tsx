import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';

export const NewsDetailRoute = () => (
  <DetailPlaceholder
    title={paths.news.detail.title}
    param="newsId"
    noun="资讯"
    description="资讯正文将在内容模块上线后在此展示：标题、来源、发布时间与浏览量，正文，手机扫码阅读的二维码，以及上一篇、下一篇和相关资讯。"
    back={{ title: paths.news.list.title, href: paths.news.list.getHref() }}
  />
);
