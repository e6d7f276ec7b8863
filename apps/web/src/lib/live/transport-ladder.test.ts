import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterWelcome,
  ladderToTry,
  RETRY_BEST_AFTER_MS,
  retryBestAt,
  startLadder,
} from './transport-ladder.ts';

describe('transport ladder', () => {
  it('steps from WebSocket to SSE after two failures in a row before welcome, then to the poll', () => {
    let ladder = startLadder(0);
    ladder = afterFailure(ladder, 1);
    expect(ladder.rung).toBe('websocket');
    ladder = afterFailure(ladder, 2);
    expect(ladder).toEqual({ rung: 'sse', failures: 0, since: 2 });
    ladder = afterFailure(ladder, 3);
    expect(ladder.rung).toBe('sse');
    ladder = afterFailure(ladder, 4);
    expect(ladder).toEqual({ rung: 'poll', failures: 0, since: 4 });
    expect(afterFailure(afterFailure(ladder, 5), 6).rung).toBe('poll');
  });

  it('forgives a failure once a connection reaches its welcome: only failures in a row count', () => {
    let ladder = afterFailure(startLadder(0), 1);
    ladder = afterWelcome(ladder);
    ladder = afterFailure(ladder, 2);
    expect(ladder.rung).toBe('websocket');
  });

  it('tries the best transport again ten minutes after stepping down, and not before', () => {
    const onSse = afterFailure(afterFailure(startLadder(0), 1_000), 2_000);
    expect(retryBestAt(onSse)).toBe(2_000 + RETRY_BEST_AFTER_MS);
    expect(ladderToTry(onSse, 2_000 + RETRY_BEST_AFTER_MS - 1)).toBe(onSse);
    expect(ladderToTry(onSse, 2_000 + RETRY_BEST_AFTER_MS)).toEqual(startLadder(2_000 + RETRY_BEST_AFTER_MS));
    expect(retryBestAt(startLadder(0))).toBeNull();
  });
});
