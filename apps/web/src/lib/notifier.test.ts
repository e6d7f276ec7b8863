import { describe, expect, it } from 'vitest';
import { appNotifier, requestLoading } from './notifier.ts';

describe('the loading indicator', () => {
  it('shows while any request asked for it runs, and each request dismisses its own share once', () => {
    const seen: (string | null)[] = [];
    const stop = requestLoading.subscribe(() => seen.push(requestLoading.text()));
    expect(requestLoading.text()).toBeNull();
    const first = appNotifier.loading('请稍候…');
    const second = appNotifier.loading('请稍候…');
    expect(requestLoading.text()).toBe('请稍候…');
    first();
    first();
    // the second request still runs: a repeated dismissal of the first does not take its share
    expect(requestLoading.text()).toBe('请稍候…');
    second();
    expect(requestLoading.text()).toBeNull();
    stop();
    expect(seen).toEqual(['请稍候…', '请稍候…', '请稍候…', null]);
  });
});
