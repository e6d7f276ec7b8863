import { SolutionOutlined } from '@ant-design/icons';
import { QueueTodoCard, type TodoFigure } from '../../../components/review-queue/queue-todo-card.tsx';
import { paths } from '../../../config/paths.ts';
import { type AppealCounts, useAppealCounts } from '../api/list-appeal-queue.ts';
import './appeals.css';

const TODO = { queue: paths.admin.appeals, icon: <SolutionOutlined aria-hidden="true" />, unit: '条' };

/** The appeals waiting (a figure to act on while there are any), and those decided. */
const figuresOf = (counts: AppealCounts, queue: string): TodoFigure[] => [
  {
    title: '待审核申诉',
    value: counts.pending,
    href: queue,
    tone: counts.pending > 0 ? 'warning' : undefined,
  },
  { title: '已通过', value: counts.approved, href: `${queue}?status=approved` },
  { title: '已驳回', value: counts.rejected, href: `${queue}?status=rejected` },
];

/** 待办 on the operator home: the appeals waiting for an account manager, and the way in. */
export const AppealsTodoCard = () => (
  <QueueTodoCard
    todo={TODO}
    counts={useAppealCounts()}
    figuresOf={figuresOf}
    oldestOf={(counts) => counts.oldestWaitingSeconds}
  />
);
