// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle } from '../../lib/jsdom-test-support.tsx';
import { lazyPart, WhenShown } from './load-when-shown.tsx';

/** A dialog whose chunk is a spy: what was asked for, and when. */
const Dialog = ({ open }: { open: boolean }) => <p className="dialog">{open ? '打开' : '关闭'}</p>;
const load = vi.fn(async () => Dialog);
const LazyDialog = lazyPart(load);

let toggle: (open: boolean) => void = () => {};
const Page = () => {
  const [open, setOpen] = useState(false);
  toggle = setOpen;
  return (
    <WhenShown shown={open}>
      <LazyDialog open={open} />
    </WhenShown>
  );
};

const dialogText = () => document.querySelector('.dialog')?.textContent;

describe('WhenShown with lazyPart', () => {
  it('loads the part when it is first shown, not with the page, and keeps it once loaded', async () => {
    renderWithApp(<Page />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(dialogText()).toBeUndefined();

    act(() => toggle(true));
    await vi.waitFor(
      async () => {
        await settle();
        expect(dialogText()).toBe('打开');
      },
      { timeout: 30_000 },
    );
    expect(load).toHaveBeenCalledTimes(1);

    // closed again: still mounted (its closing can animate), and not loaded a second time
    act(() => toggle(false));
    await settle();
    expect(dialogText()).toBe('关闭');
    act(() => toggle(true));
    await settle();
    expect(dialogText()).toBe('打开');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
