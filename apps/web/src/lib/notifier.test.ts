import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it } from 'vitest';
import { appNotifier, bindMessageApi, requestLoading } from './notifier.ts';

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

describe('the request client’s toasts', () => {
  it('wait for the provider’s message API, the last three of them, and then go straight to it', () => {
    const shown: string[] = [];
    const record =
      (type: string) =>
      (args: { content?: unknown }): never => {
        shown.push(`${type}:${String(args.content)}`);
        return undefined as never;
      };
    appNotifier.error('一');
    appNotifier.error('二');
    appNotifier.warning('三');
    appNotifier.error('四');
    expect(shown).toEqual([]);
    const api = { open: (args: { type?: string; content?: unknown }) => record(args.type ?? '')(args) };
    bindMessageApi(api as unknown as MessageInstance);
    expect(shown).toEqual(['error:二', 'warning:三', 'error:四']);
    appNotifier.error('五');
    expect(shown.at(-1)).toBe('error:五');
  });
});
