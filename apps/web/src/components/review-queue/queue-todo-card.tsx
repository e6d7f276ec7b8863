import { Button, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../ui/panel.tsx';
import { WaitingText } from '../ui/waiting-text.tsx';
import './review-queue.css';

export interface TodoFigure {
  title: string;
  value: number;
  /** The queue with the filters that show these items. */
  href: string;
  /** A figure that asks for attention now: `danger` for what waits too long, `warning` for what waits at all. */
  tone?: 'danger' | 'warning' | undefined;
}

/** What a queue's card shows besides its figures. */
export interface QueueTodo {
  /**
   * The queue's page: its title (入驻审核, 产品服务审核, 举报处理), its address, and its key, whose last part marks the
   * card (queue-todo--settlement) for the queue's own layout of the figures.
   */
  queue: { key: string; title: string; getHref: () => string };
  icon: ReactNode;
  /** The counting word: 份, 项, 条. */
  unit: string;
}

interface QueueTodoCardProps<C> {
  todo: QueueTodo;
  /** The queue's counts; while they load or when they failed the card still leads into the queue. */
  counts: { data: C | undefined; isPending: boolean; isError: boolean };
  /** The figures the counts make, each leading into the queue (its address given) filtered to its items. */
  figuresOf: (counts: C, queueHref: string) => TodoFigure[];
  /** How long what has waited longest has waited, in seconds by the server's clock (null: nothing waits). */
  oldestOf?: (counts: C) => number | null;
}

/** 最早的一份已等待 2 天 3 小时: how long the oldest item has waited when the counts were read. */
const OldestWaiting = ({ seconds, unit }: { seconds: number | null; unit: string }) =>
  seconds === null ? (
    <p className="workbench-card__hint queue-todo__oldest">暂无等待处理的事项。</p>
  ) : (
    <p className="workbench-card__hint queue-todo__oldest">
      最早的一{unit}已等待 <WaitingText seconds={seconds} />
    </p>
  );

export const QueueTodoCard = <C,>({ todo, counts, figuresOf, oldestOf }: QueueTodoCardProps<C>) => {
  const navigate = useNavigate();
  const { key, title, getHref } = todo.queue;
  const queueHref = getHref();
  return (
    <Panel
      className={`workbench-card queue-todo queue-todo--${key.split('.').at(-1)}`}
      title={
        <>
          <span aria-hidden="true">{todo.icon}</span> {`${title}待办`}
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate(queueHref)}>
          {`进入${title}`}
        </Button>
      }
    >
      {counts.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : counts.isError || !counts.data ? (
        <p className="workbench-card__hint">{`待办数量暂时无法加载，可直接进入${title}查看。`}</p>
      ) : (
        <>
          <div className="queue-todo__figures">
            {figuresOf(counts.data, queueHref).map((figure) => (
              <Link
                key={figure.title}
                to={figure.href}
                className={figure.tone ? `queue-todo__figure is-${figure.tone}` : 'queue-todo__figure'}
              >
                <Statistic title={figure.title} value={figure.value} suffix={todo.unit} />
              </Link>
            ))}
          </div>
          {oldestOf ? <OldestWaiting seconds={oldestOf(counts.data)} unit={todo.unit} /> : null}
        </>
      )}
    </Panel>
  );
};
