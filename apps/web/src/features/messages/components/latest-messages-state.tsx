import type { MessageItem } from '@rrsp/contract';
import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { useLatestMessages } from '../api/list-messages.ts';

/**
 * The newest messages as the bell's panel and the workbench card show them: a skeleton while they load, a retry when
 * they cannot, a sentence when there are none, else what `children` makes of them.
 */
export const LatestMessagesState = ({
  latest,
  className,
  emptyText,
  compact = false,
  children,
}: {
  latest: ReturnType<typeof useLatestMessages>;
  className?: string;
  emptyText: string;
  /** The bell's panel: a small retry button. */
  compact?: boolean;
  children: (rows: MessageItem[]) => ReactNode;
}) => {
  if (latest.isPending) {
    return (
      <div aria-busy="true" className={className}>
        <span className="visually-hidden">正在加载…</span>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <p className={className}>
        消息暂时无法加载。
        <Button
          type="link"
          size={compact ? 'small' : undefined}
          loading={latest.isFetching}
          onClick={() => void latest.refetch()}
        >
          重试
        </Button>
      </p>
    );
  }
  if (latest.data.rows.length === 0) {
    return (
      <Empty
        className={className ? `${className} message-empty` : 'message-empty'}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
      />
    );
  }
  return children(latest.data.rows);
};
