import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SHELF_KIND_LABELS, SHELF_KINDS } from '@rrsp/contract';
import { QueueTodoCard, type TodoFigure } from '../../../components/review-queue/queue-todo-card.tsx';
import { paths } from '../../../config/paths.ts';
import { longestOf, type ShelfCounts, useShelfCounts } from '../api/list-shelf-queue.ts';
import { OVERDUE_HOURS, shelfQueueSearch } from '../utils/queue-filters.ts';
import './shelf-review.css';

const TODO = { queue: paths.admin.shelf, icon: <SafetyCertificateOutlined aria-hidden="true" />, unit: '项' };

/** For each kind: what waits for audit, then what waits too long. */
const figuresOf = (counts: Record<'service' | 'product', ShelfCounts>, queue: string): TodoFigure[] => [
  ...SHELF_KINDS.map((kind) => ({
    title: `待审核${SHELF_KIND_LABELS[kind]}`,
    value: counts[kind].counts.pending,
    href: `${queue}${shelfQueueSearch({ kind })}`,
  })),
  ...SHELF_KINDS.map(
    (kind): TodoFigure => ({
      title: `${SHELF_KIND_LABELS[kind]}等待超过 ${OVERDUE_HOURS / 24} 天`,
      value: counts[kind].overdue,
      href: `${queue}${shelfQueueSearch({ kind, waitingHours: OVERDUE_HOURS })}`,
      tone: counts[kind].overdue > 0 ? 'danger' : undefined,
    }),
  ),
];

/** 待办 on the operator home: services and products waiting for audit, those waiting too long, and the way in. */
export const ShelfTodoCard = () => (
  <QueueTodoCard
    todo={TODO}
    counts={useShelfCounts()}
    figuresOf={figuresOf}
    oldestOf={(counts) => longestOf(counts.service.oldestWaitingSeconds, counts.product.oldestWaitingSeconds)}
  />
);
