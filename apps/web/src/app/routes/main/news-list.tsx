import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { NewsList } from '../../../features/news/components/news-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';

export const NewsListRoute = () => (
  <ContentPage title={paths.news.list.title} intro="政策解读、工作动态、产业发展、乡村建设与通知公告。">
    <NewsList />
  </ContentPage>
);
