import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it } from 'vitest';
import { appNotifier, bindMessageApi } from './notifier.ts';

/** A message API that records which loading messages it has open. */
const recordingApi = () => {
  const open = new Set<string>();
  const api = {
    open: (config: { key?: string | number }) => {
      open.add(String(config.key));
    },
    destroy: (key?: string | number) => {
      open.delete(String(key));
    },
  } as unknown as MessageInstance;
  return { api, open };
};

describe('the loading message', () => {
  it('is closed by the API that opened it, even when another was bound while it showed', () => {
    const before = recordingApi();
    const after = recordingApi();
    bindMessageApi(before.api);
    const first = appNotifier.loading('请稍候…');
    // <App> mounts and binds its own API while the first request still runs; a second request starts
    bindMessageApi(after.api);
    const second = appNotifier.loading('请稍候…');
    expect(before.open.size).toBe(1);
    first();
    expect(before.open.size).toBe(1);
    second();
    expect(before.open.size).toBe(0);
    expect(after.open.size).toBe(0);
    // the next loading opens on the API bound now
    const third = appNotifier.loading('请稍候…');
    expect(after.open.size).toBe(1);
    third();
    expect(after.open.size).toBe(0);
  });
});
