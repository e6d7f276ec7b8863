import { ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { Feed, FeedStatus } from '@rrsp/contract';
import { formatMoment } from '../../../lib/format.ts';
import { useCountData } from '../api/get-count-data.ts';
import { feedStateOf } from '../utils/feed-state.ts';
import './feed-note.css';

interface FeedNoteProps {
  feed: FeedStatus;
  staleHours: number;
  /** What the note is about when it stands apart from its figure (成交笔数). */
  subject?: string;
  /** Dark on the dashboard's cards, light on white. */
  tone?: 'light' | 'dark';
  now?: number;
}

/**
 * Where a fed figure came from and when it last reported (来源：数据中台 · 更新于 11月27日 14:30); a feed silent for
 * longer than the platform waits says 数据暂未更新, so an old figure is never taken for today's.
 */
export const FeedNote = ({ feed, staleHours, subject, tone = 'light', now }: FeedNoteProps) => {
  const state = feedStateOf(feed, staleHours, now);
  const lead = subject ? `${subject} · ` : '';
  const className = `feed-note feed-note--${tone} feed-note--${state}`;
  if (state === 'none' || !feed.updatedAt) {
    return <p className={className}>{lead}暂无外部系统报送</p>;
  }
  const source = feed.sources.length > 0 ? feed.sources.join('、') : '未登记的系统';
  const when = formatMoment(feed.updatedAt, now);
  if (state === 'stale') {
    return (
      <p className={className}>
        <ExclamationCircleOutlined aria-hidden="true" /> {lead}
        <strong>数据暂未更新</strong> · 来源：{source} · 最后更新于 {when}
      </p>
    );
  }
  return (
    <p className={className}>
      <ClockCircleOutlined aria-hidden="true" /> {lead}来源：{source} · 更新于 {when}
    </p>
  );
};

/** The note of one feed for a dashboard card, from the figures the home already asked for. */
export const FedSourceNote = ({ feed, tone }: { feed: Feed; tone?: 'light' | 'dark' }) => {
  const { data } = useCountData();
  if (!data) return null;
  return <FeedNote feed={data.feeds[feed]} staleHours={data.feedStaleHours} tone={tone} />;
};
