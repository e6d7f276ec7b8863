import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SHELF_KIND_LABELS, SHELF_KINDS } from '@rrsp/contract';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useShelfCounts } from '../api/list-shelf-queue.ts';
import { OVERDUE_HOURS, shelfQueueSearch } from '../utils/queue-filters.ts';
import './shelf-review.css';

/** 待办 on the operator home: services and products waiting for audit, those waiting too long, and the way in. */
export const ShelfTodoCard = () => {
  const { data, isPending, isError } = useShelfCounts();
  const navigate = useNavigate();
  const queue = paths.admin.shelf.getHref();
  const figures = data
    ? [
        ...SHELF_KINDS.map((kind) => ({
          title: `待审核${SHELF_KIND_LABELS[kind]}`,
          value: data[kind].counts.pending,
          href: `${queue}${shelfQueueSearch({ kind })}`,
          urgent: false,
        })),
        ...SHELF_KINDS.map((kind) => ({
          title: `${SHELF_KIND_LABELS[kind]}等待超过 ${OVERDUE_HOURS / 24} 天`,
          value: data[kind].overdue,
          href: `${queue}${shelfQueueSearch({ kind, waitingHours: OVERDUE_HOURS })}`,
          urgent: data[kind].overdue > 0,
        })),
      ]
    : [];
  return (
    <Card
      className="workbench-card shelf-todo"
      title={
        <span>
          <SafetyCertificateOutlined aria-hidden="true" /> 产品服务审核待办
        </span>
      }
      extra={
        <Button type="primary" onClick={() => navigate(queue)}>
          进入产品服务审核
        </Button>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : isError ? (
        <p className="workbench-card__hint">待办数量暂时无法加载，可直接进入产品服务审核查看。</p>
      ) : (
        <div className="shelf-todo__figures">
          {figures.map((figure) => (
            <Link
              key={figure.title}
              to={figure.href}
              className={figure.urgent ? 'shelf-todo__figure is-urgent' : 'shelf-todo__figure'}
            >
              <Statistic title={figure.title} value={figure.value} suffix="项" />
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
};
