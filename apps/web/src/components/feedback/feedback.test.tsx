// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { type Feedback, useFeedback } from './feedback.tsx';

/** Counts the loads of the toast code: the real module, observed. */
const hostLoaded = vi.hoisted(() => ({ times: 0 }));
vi.mock('./message-host.tsx', async (importOriginal) => {
  hostLoaded.times += 1;
  return importOriginal();
});

let feedback: Feedback | undefined;
const Screen = () => {
  feedback = useFeedback();
  return null;
};

const toastTexts = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);

/**
 * Every toast text that has been on the page since the watch began: a toast of 0.1 s may come and go between two
 * looks of a busy machine, so it is caught as it is added rather than looked for.
 */
const watchToasts = () => {
  const seen = new Set<string>();
  const note = () => {
    for (const text of toastTexts()) if (text) seen.add(text);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
};

describe('the toasts', () => {
  it('load their code with the first toast, show what was asked before it arrived, and answer as antd does', async () => {
    renderWithApp(<Screen />);
    await settle();
    expect(hostLoaded.times).toBe(0);
    expect(document.querySelector('.ant-message')).toBeNull();

    let closed: boolean | undefined;
    const shown = watchToasts();
    act(() => {
      feedback?.message.success('已保存');
      // awaiting the answer waits until the toast has closed, as antd's answer does
      void feedback?.message.info('马上关闭', 0.1).then((value) => {
        closed = value;
      });
    });
    await vi.waitFor(
      async () => {
        await settle();
        expect([...shown.seen]).toEqual(expect.arrayContaining(['已保存', '马上关闭']));
      },
      { timeout: 30_000 },
    );
    shown.stop();
    expect(hostLoaded.times).toBe(1);
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 5_000 });

    // once loaded, a toast shows at once and its answer closes it
    let close: (() => void) | undefined;
    act(() => {
      close = feedback?.message.warning('再看一眼', 0);
    });
    await vi.waitFor(
      async () => {
        await settle();
        expect(toastTexts()).toContain('再看一眼');
      },
      { timeout: 5_000 },
    );
    act(() => close?.());
    await vi.waitFor(
      async () => {
        await settle();
        expect(toastTexts()).not.toContain('再看一眼');
      },
      { timeout: 5_000 },
    );
    expect(hostLoaded.times).toBe(1);
  }, 60_000);
});
