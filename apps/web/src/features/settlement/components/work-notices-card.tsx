import { Badge, Button, Card, Empty, List, Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useWorkNotices } from '../api/list-work-notices.ts';
import './settlement.css';

/** 最近动态 on the workbench: review results, member changes; each with its time and, where there is one, a link. */
export const WorkNoticesCard = () => {
  const notices = useWorkNotices();
  return (
    <Card className="workbench-card" title="最近动态">
      {notices.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : notices.isError ? (
        <p>
          动态暂时无法加载。
          <Button type="link" onClick={() => void notices.refetch()}>
            重新加载
          </Button>
        </p>
      ) : (
        <List
          className="work-notices"
          size="small"
          dataSource={notices.data.slice(0, 8)}
          locale={{
            emptyText: (
              <Empty
                className="settlement-empty"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="暂无动态。入驻审核结果、成员变动等会显示在这里。"
              />
            ),
          }}
          renderItem={(notice) => (
            <List.Item className={notice.read ? undefined : 'work-notices__item--unread'}>
              <div className="work-notices__item">
                <div className="work-notices__title">
                  {notice.read ? null : <Badge status="processing" aria-label="未读" />}
                  {notice.link?.startsWith('/') ? (
                    <Link to={notice.link}>{notice.title}</Link>
                  ) : (
                    <span>{notice.title}</span>
                  )}
                </div>
                {notice.body ? <p className="work-notices__body">{notice.body}</p> : null}
                <time className="work-notices__time" dateTime={notice.createdAt}>
                  {formatDateTime(notice.createdAt)}
                </time>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
