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

describe('the toasts', () => {
  it('load their code with the first toast, show what was asked before it arrived, and answer as antd does', async () => {
    renderWithApp(<Screen />);
    await settle();
    expect(hostLoaded.times).toBe(0);
    expect(document.querySelector('.ant-message')).toBeNull();

    let closed: boolean | undefined;
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
        expect(toastTexts()).toEqual(expect.arrayContaining(['已保存', '马上关闭']));
      },
      { timeout: 30_000 },
    );
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
