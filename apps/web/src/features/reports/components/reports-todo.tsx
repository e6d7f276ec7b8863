import { FlagOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useReportCounts } from '../api/list-reports.ts';
import './reports.css';

/** 待办 on the operator home: the reports waiting, and the way in. */
export const ReportsTodoCard = () => {
  const { data, isPending, isError } = useReportCounts();
  const navigate = useNavigate();
  const queue = paths.admin.reports.getHref();
  return (
    <Card
      className="workbench-card reports-todo"
      title={
        <span>
          <FlagOutlined aria-hidden="true" /> 举报处理待办
        </span>
      }
      extra={
        <Button type="primary" onClick={() => navigate(queue)}>
          进入举报处理
        </Button>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : isError ? (
        <p className="workbench-card__hint">待办数量暂时无法加载，可直接进入举报处理查看。</p>
      ) : (
        <div className="reports-todo__figures">
          <Link
            to={queue}
            className={data.open > 0 ? 'reports-todo__figure is-urgent' : 'reports-todo__figure'}
          >
            <Statistic title="待处理举报" value={data.open} suffix="条" />
          </Link>
          <Link to={`${queue}?state=handled`} className="reports-todo__figure">
            <Statistic title="已处理举报" value={data.handled} suffix="条" />
          </Link>
        </div>
      )}
    </Card>
  );
};
