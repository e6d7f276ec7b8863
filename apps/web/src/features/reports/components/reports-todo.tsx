import { FlagOutlined } from '@ant-design/icons';
import { QueueTodoCard, type TodoFigure } from '../../../components/review-queue/queue-todo-card.tsx';
import { paths } from '../../../config/paths.ts';
import { type ReportCounts, useReportCounts } from '../api/list-reports.ts';
import './reports.css';

const TODO = { queue: paths.admin.reports, icon: <FlagOutlined aria-hidden="true" />, unit: '条' };

/** The reports waiting (a figure to act on while there are any), and those settled. */
const figuresOf = (counts: ReportCounts, queue: string): TodoFigure[] => [
  { title: '待处理举报', value: counts.open, href: queue, tone: counts.open > 0 ? 'warning' : undefined },
  { title: '已处理举报', value: counts.handled, href: `${queue}?state=handled` },
];

/** 待办 on the operator home: the reports waiting, and the way in. */
export const ReportsTodoCard = () => (
  <QueueTodoCard
    todo={TODO}
    counts={useReportCounts()}
    figuresOf={figuresOf}
    oldestOf={(counts) => counts.oldestWaitingSeconds}
  />
);
