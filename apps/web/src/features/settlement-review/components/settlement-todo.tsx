import { AuditOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSettlementCounts } from '../api/list-settlement-queue.ts';
import {
  DEFAULT_QUEUE_PAGE_SIZE,
  OVERDUE_HOURS,
  type QueueFilters,
  serialiseQueueFilters,
} from '../utils/queue-filters.ts';

/** The queue with some filters set. */
const queueHref = (filters: Omit<QueueFilters, 'page' | 'pageSize'>) => {
  const search = serialiseQueueFilters({ ...filters, page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE }).toString();
  return `${paths.admin.settlement.getHref()}${search ? `?${search}` : ''}`;
};

/** 待办 on the operator home: how many applications wait, how many for too long, and the way to the queue. */
export const SettlementTodoCard = () => {
  const { data, isPending, isError } = useSettlementCounts();
  const navigate = useNavigate();
  const figures = data
    ? [
        {
          title: '待审核',
          value: data.submitted,
          href: queueHref({ status: 'submitted' }),
        },
        {
          title: '重新提交待审核',
          value: data.resubmitted,
          href: queueHref({ status: 'resubmitted' }),
        },
        {
          title: '等待超过 3 天',
          value: data.overdue,
          href: queueHref({ waitingHours: OVERDUE_HOURS }),
          urgent: data.overdue > 0,
        },
      ]
    : [];
  return (
    <Card
      className="workbench-card settlement-todo"
      title={
        <span>
          <AuditOutlined aria-hidden="true" /> 入驻审核待办
        </span>
      }
      extra={
        <Button type="primary" onClick={() => navigate(paths.admin.settlement.getHref())}>
          进入入驻审核
        </Button>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : isError ? (
        <p className="workbench-card__hint">待办数量暂时无法加载，可直接进入入驻审核查看。</p>
      ) : (
        <div className="settlement-todo__figures">
          {figures.map((figure) => (
            <Link
              key={figure.title}
              to={figure.href}
              className={figure.urgent ? 'settlement-todo__figure is-urgent' : 'settlement-todo__figure'}
            >
              <Statistic title={figure.title} value={figure.value} suffix="份" />
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
};
