import type { LiveRung } from './live-types.ts';

/**
 * Which transport a tab tries next. A transport that fails twice in a row before its welcome (a proxy that blocks
 * WebSocket, a gateway that buffers event streams) gives way to the next; a connection that reached its welcome and
 * later dropped is not a failure of the transport. Ten minutes after stepping down the tab tries the best one again:
 * the network it is on may have changed, and a server restart can look like a blocked transport.
 */
export const RUNGS: readonly LiveRung[] = ['websocket', 'sse', 'poll'];
export const FAILURES_BEFORE_STEP_DOWN = 2;
export const RETRY_BEST_AFTER_MS = 10 * 60_000;

export interface Ladder {
  rung: LiveRung;
  /** Failures before welcome, in a row, on this rung. */
  failures: number;
  /** When this rung was chosen. */
  since: number;
}

export const startLadder = (now: number): Ladder => ({ rung: 'websocket', failures: 0, since: now });

export const afterWelcome = (ladder: Ladder): Ladder =>
  ladder.failures === 0 ? ladder : { ...ladder, failures: 0 };

export const afterFailure = (ladder: Ladder, now: number): Ladder => {
  const failures = ladder.failures + 1;
  const next = RUNGS[RUNGS.indexOf(ladder.rung) + 1];
  if (failures < FAILURES_BEFORE_STEP_DOWN || next === undefined) return { ...ladder, failures };
  return { rung: next, failures: 0, since: now };
};

/** When a tab below the best rung should try the best again; null on the best rung. */
export const retryBestAt = (ladder: Ladder): number | null =>
  ladder.rung === RUNGS[0] ? null : ladder.since + RETRY_BEST_AFTER_MS;

/** The ladder to connect with now: back to the best rung once its retry is due. */
export const ladderToTry = (ladder: Ladder, now: number): Ladder => {
  const due = retryBestAt(ladder);
  return due !== null && now >= due ? startLadder(now) : ladder;
};
