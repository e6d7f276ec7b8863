import type { ComponentType } from 'react';
import { ContentPage } from '../../components/content-page.tsx';

/**
 * The page of an operator queue (入驻审核, 产品服务审核, 举报处理): the title from the path table, a line on what is
 * decided there and what comes first, and the queue.
 */
export const queueRoute = (page: { title: string }, intro: string, Queue: ComponentType) => {
  const QueueRoute = () => (
    <ContentPage title={page.title} intro={intro}>
      <Queue />
    </ContentPage>
  );
  return QueueRoute;
};
