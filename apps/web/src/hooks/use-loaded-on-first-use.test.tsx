// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, renderWithApp, settle, unmount } from '../lib/jsdom-test-support.tsx';
import { partLoadedOnFirstUse, useLoadedOnFirstUse } from './use-loaded-on-first-use.ts';

const Greeting = ({ name }: { name: string }) => <p className="greeting">你好，{name}</p>;

const Trigger = ({ part }: { part: ReturnType<typeof partLoadedOnFirstUse<typeof Greeting>> }) => {
  const [Part, load] = useLoadedOnFirstUse(part);
  return (
    <>
      <button type="button" onClick={load}>
        打招呼
      </button>
      {Part ? <Part name="乡亲" /> : null}
    </>
  );
};

const press = () => act(() => button('打招呼')?.click());

describe('useLoadedOnFirstUse', () => {
  it('loads the part when first wanted, once, and a second mount draws it at once', async () => {
    const importPart = vi.fn(async () => Greeting);
    const part = partLoadedOnFirstUse(importPart);
    renderWithApp(<Trigger part={part} />);
    expect(importPart).not.toHaveBeenCalled();
    expect(document.querySelector('.greeting')).toBeNull();
    press();
    press();
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('.greeting')?.textContent).toBe('你好，乡亲');
    });
    unmount();

    renderWithApp(<Trigger part={part} />);
    // drawn in the first render, without waiting for anything
    expect(document.querySelector('.greeting')?.textContent).toBe('你好，乡亲');
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again the next time the part is wanted', async () => {
    const importPart = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('网络不可用'))
      .mockResolvedValue(Greeting);
    renderWithApp(<Trigger part={partLoadedOnFirstUse(importPart)} />);
    press();
    await settle();
    expect(document.querySelector('.greeting')).toBeNull();
    press();
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('.greeting')?.textContent).toBe('你好，乡亲');
    });
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});
