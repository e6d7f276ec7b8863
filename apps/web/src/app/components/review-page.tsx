import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryBlock } from '../../components/ui/query-block.tsx';
import { isItemId, isNotFoundError } from '../../lib/api-error.ts';
import { queueHrefFrom } from '../../lib/queue-return.ts';
import { ContentPage } from './content-page.tsx';

type ItemQuery<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
>;

interface ReviewPageProps<T> {
  title: string;
  /** The feature's hook for the item of `?id=`; it asks for nothing while the address has no valid id. */
  useItem: (id: string | undefined) => ItemQuery<T>;
  /** The queue this item is reviewed from, once it is known (the way back when the operator came from elsewhere). */
  queuePath: (item: T | undefined) => string;
  /** The page for an address without an item (a wrong link, an item withdrawn), with the way back. */
  notFound: (back: ReactNode) => ReactNode;
  notFoundTitle: string;
  /** The item's name under the heading. */
  intro: (item: T) => ReactNode;
  /** The decisions the item allows now; `done` leads back to the queue. */
  decisions: (item: T, done: () => void) => ReactNode;
  emptyText: string;
  errorTitle: string;
  children: (item: T) => ReactNode;
}

/**
 * An operator's review of one item of a queue (an application, a product or service): the item with its decisions
 * beside 返回审核队列; after a decision, and on 返回, back to the queue with the filters the operator came from.
 */
export const ReviewPage = <T,>({
  title,
  useItem,
  queuePath,
  notFound,
  notFoundTitle,
  intro,
  decisions,
  emptyText,
  errorTitle,
  children,
}: ReviewPageProps<T>) => {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = searchParams.get('id');
  const itemId = isItemId(id) ? id : undefined;
  const query = useItem(itemId);
  const item = query.data;
  const queueHref = queueHrefFrom(queuePath(item), location.state);
  const backToQueue = () => navigate(queueHref);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={backToQueue}>
      返回审核队列
    </Button>
  );

  if (!itemId || isNotFoundError(query.error)) {
    return <ContentPage title={notFoundTitle}>{notFound(back)}</ContentPage>;
  }

  return (
    <ContentPage
      title={title}
      intro={item ? intro(item) : undefined}
      actions={
        <>
          {back}
          {item ? decisions(item, backToQueue) : null}
        </>
      }
    >
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
        emptyText={emptyText}
        errorTitle={errorTitle}
      >
        {children}
      </QueryBlock>
    </ContentPage>
  );
};
