import { Badge, Button, Card, Empty, List, Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useWorkNotices } from '../api/list-work-notices.ts';
import { useMarkWorkNoticesRead } from '../api/mark-work-notices-read.ts';
import './settlement.css';

/**
 * 最近动态 on the workbench: review results, member changes; each with its time and, where there is one, a link.
 * Unread ones stand out until the user follows one (that one is read) or marks them all read.
 */
export const WorkNoticesCard = () => {
  const notices = useWorkNotices();
  const markRead = useMarkWorkNoticesRead();
  const unread = notices.data?.filter((notice) => !notice.read).length ?? 0;
  return (
    <Card
      className="workbench-card"
      title={
        <span className="work-notices__heading">
          最近动态
          {unread > 0 ? <Badge count={unread} size="small" title={`${unread} 条未读`} /> : null}
        </span>
      }
      extra={
        unread > 0 ? (
          <Button
            type="link"
            size="small"
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            全部标为已读
          </Button>
        ) : null
      }
    >
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
                    <Link
                      to={notice.link}
                      onClick={() => {
                        if (!notice.read) markRead.mutate({ noticeIds: [notice.noticeId] });
                      }}
                    >
                      {notice.title}
                    </Link>
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
