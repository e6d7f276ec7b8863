import { AuditOutlined } from '@ant-design/icons';
import { QueueTodoCard, type TodoFigure } from '../../../components/review-queue/queue-todo-card.tsx';
import { paths } from '../../../config/paths.ts';
import { type SettlementTodo, useSettlementCounts } from '../api/list-settlement-queue.ts';
import { OVERDUE_HOURS, settlementQueueSearch } from '../utils/queue-filters.ts';

const TODO = { queue: paths.admin.settlement, icon: <AuditOutlined aria-hidden="true" />, unit: '份' };

/** What waits: first submissions, resubmissions, and those waiting more than three days. */
const figuresOf = (counts: SettlementTodo, queue: string): TodoFigure[] => [
  {
    title: '待审核',
    value: counts.submitted,
    href: `${queue}${settlementQueueSearch({ status: 'submitted' })}`,
  },
  {
    title: '重新提交待审核',
    value: counts.resubmitted,
    href: `${queue}${settlementQueueSearch({ status: 'resubmitted' })}`,
  },
  {
    title: '等待超过 3 天',
    value: counts.overdue,
    href: `${queue}${settlementQueueSearch({ waitingHours: OVERDUE_HOURS })}`,
    tone: counts.overdue > 0 ? 'danger' : undefined,
  },
];

/** 待办 on the operator home: how many applications wait, how many for too long, and the way to the queue. */
export const SettlementTodoCard = () => (
  <QueueTodoCard
    todo={TODO}
    counts={useSettlementCounts()}
    figuresOf={figuresOf}
    oldestOf={(counts) => counts.oldestWaitingSeconds}
  />
);
