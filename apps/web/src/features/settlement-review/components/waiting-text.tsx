import { ClockCircleOutlined } from '@ant-design/icons';
import { formatWaiting, waitingLevelOf } from '../utils/waiting-time.ts';

const LEVEL_HINT = { long: '已等待超过 1 天', overdue: '已等待超过 3 天，请尽快审核' } as const;

/** A wait, in gold after a day and in red after three, with the reason said in words for screen readers. */
export const WaitingText = ({ seconds }: { seconds: number | null }) => {
  const level = waitingLevelOf(seconds);
  const hint = level === 'long' || level === 'overdue' ? LEVEL_HINT[level] : undefined;
  return (
    <span className={`waiting-text waiting-text--${level}`} title={hint}>
      {level === 'overdue' ? <ClockCircleOutlined aria-hidden="true" /> : null}
      {formatWaiting(seconds)}
      {hint ? <span className="visually-hidden">（{hint}）</span> : null}
    </span>
  );
};
