import { ClockCircleOutlined } from '@ant-design/icons';
import { formatWaiting, OVERDUE_SECONDS, thresholdText, waitingLevelOf } from '../../lib/waiting-time.ts';
import './waiting-text.css';

interface WaitingTextProps {
  seconds: number | null;
  /** When a wait becomes overdue in this queue (default three days, as settlement applications). */
  overdueSeconds?: number;
}

/** A wait, in gold after a day and in red once overdue, with the reason said in words for screen readers. */
export const WaitingText = ({ seconds, overdueSeconds = OVERDUE_SECONDS }: WaitingTextProps) => {
  const level = waitingLevelOf(seconds, overdueSeconds);
  const hint =
    level === 'overdue'
      ? `已等待超过 ${thresholdText(overdueSeconds)}，请尽快审核`
      : level === 'long'
        ? '已等待超过 1 天'
        : undefined;
  return (
    <span className={`waiting-text waiting-text--${level}`} title={hint}>
      {level === 'overdue' ? <ClockCircleOutlined aria-hidden="true" /> : null}
      {formatWaiting(seconds)}
      {hint ? <span className="visually-hidden">（{hint}）</span> : null}
    </span>
  );
};
