import { FileSearchOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type MissingItemNoun, missingItemTitle } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error.ts';
import { withRetryHint } from '../../lib/retry-hint.ts';
import { LazyResult } from '../ui/lazy-result.tsx';
import { Panel } from '../ui/panel.tsx';

interface Neighbour {
  id: string;
  title: string;
}

/** 上一篇 / 下一篇 under the article. */
export const NeighbourLinks = ({
  previous,
  next,
  hrefOf,
  noun,
}: {
  previous: Neighbour | null;
  next: Neighbour | null;
  hrefOf: (id: string) => string;
  noun: string;
}) => (
  <nav aria-label={`上一${noun}与下一${noun}`} className="neighbour-links">
    <div className="neighbour-links__item">
      <span className="neighbour-links__label">
        <LeftOutlined aria-hidden="true" /> 上一{noun}
      </span>
      {previous ? (
        <Link to={hrefOf(previous.id)} rel="prev">
          {previous.title}
        </Link>
      ) : (
        <span className="neighbour-links__none">已是第一{noun}</span>
      )}
    </div>
    <div className="neighbour-links__item neighbour-links__item--next">
      <span className="neighbour-links__label">
        下一{noun} <RightOutlined aria-hidden="true" />
      </span>
      {next ? (
        <Link to={hrefOf(next.id)} rel="next">
          {next.title}
        </Link>
      ) : (
        <span className="neighbour-links__none">已是最后一{noun}</span>
      )}
    </div>
  </nav>
);

/**
 * Article column plus side panel; one column on a phone (the side panel follows the article). The detail pages and
 * the portal's own information pages (关于平台, 入驻指南) share it; the stylesheet is styles/content.css.
 */
export const DetailLayout = ({
  article,
  aside,
  asideLabel = '分享与推荐',
}: {
  article: ReactNode;
  aside: ReactNode;
  /** What the side panel holds, for screen readers. */
  asideLabel?: string;
}) => (
  <div className="detail-layout">
    <div className="detail-layout__main">{article}</div>
    <aside className="detail-layout__aside" aria-label={asideLabel}>
      {aside}
    </aside>
  </div>
);

export const DetailSkeleton = () => (
  <div className="detail-layout" aria-busy="true">
    <span className="visually-hidden">正在加载…</span>
    <Panel className="detail-layout__main">
      <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 1, width: '45%' }} />
      <Skeleton active title={false} paragraph={{ rows: 10 }} />
    </Panel>
    <Panel className="detail-layout__aside">
      <Skeleton.Image active />
      <Skeleton active title={false} paragraph={{ rows: 2 }} />
    </Panel>
  </div>
);

/**
 * Under the missing-item sentence (the page's heading): what may have happened and the way back. The pages with a
 * heading of their own (edit and review pages) show it alone; DetailNotFound puts the sentence above it.
 */
export const MissingItemResult = ({
  title,
  reason,
  extra,
}: {
  title?: ReactNode;
  reason: string;
  extra: ReactNode;
}) => (
  <LazyResult
    icon={<FileSearchOutlined className="detail-not-found__icon" />}
    title={title}
    subTitle={reason}
    extra={extra}
  />
);

/** A detail page whose item does not exist (or whose link is broken): a 404 inside the layout, and the way back. */
export const DetailNotFound = ({
  noun,
  reason,
  back,
}: {
  noun: MissingItemNoun;
  reason?: string;
  back: { title: string; href: string };
}) => {
  const navigate = useNavigate();
  return (
    <Panel>
      <MissingItemResult
        title={<h1 className="result-title">{missingItemTitle(noun)}</h1>}
        reason={reason ?? `该${noun}可能已下线，或链接不完整。请回到${back.title}重新选择。`}
        extra={
          <Button type="primary" size="large" onClick={() => navigate(back.href)}>
            返回列表
          </Button>
        }
      />
    </Panel>
  );
};

/** Any other failure of a detail request: its sentence (or a general one) and 重试. */
export const DetailError = ({
  noun,
  error,
  retrying,
  onRetry,
}: {
  noun: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) => (
  <Panel>
    <LazyResult
      status="warning"
      title={<h1 className="result-title">{noun}加载失败</h1>}
      subTitle={withRetryHint(errorMessageOf(error, '网络不稳定或服务暂时繁忙。'))}
      extra={
        <Button type="primary" size="large" loading={retrying} onClick={onRetry}>
          重试
        </Button>
      }
    />
  </Panel>
);
