// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_AFTER_FOCUS_MS, watchFileDialog } from './file-dialog.ts';

/** A file dialog closed without a choice, told by its input's cancel event or, where that is not fired, by the focus. */

const input = () => {
  const element = document.createElement('input');
  element.type = 'file';
  return element;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchFileDialog', () => {
  it('says the dialog closed at the input’s cancel event, once', () => {
    const picker = input();
    const closed = vi.fn();
    watchFileDialog(picker, closed);
    picker.dispatchEvent(new Event('cancel'));
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(CHANGE_AFTER_FOCUS_MS * 2);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('says it when the window has the focus back and no choice follows (a browser without cancel)', () => {
    const picker = input();
    const closed = vi.fn();
    watchFileDialog(picker, closed);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(CHANGE_AFTER_FOCUS_MS - 1);
    expect(closed, 'a choice may still come').not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('says nothing when a choice follows the focus: the input’s change handler takes it', () => {
    const picker = input();
    const closed = vi.fn();
    watchFileDialog(picker, closed);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(100);
    picker.dispatchEvent(new Event('change'));
    vi.advanceTimersByTime(CHANGE_AFTER_FOCUS_MS * 2);
    picker.dispatchEvent(new Event('cancel'));
    expect(closed).not.toHaveBeenCalled();
  });

  it('says nothing once ended', () => {
    const picker = input();
    const closed = vi.fn();
    const end = watchFileDialog(picker, closed);
    end();
    window.dispatchEvent(new Event('focus'));
    picker.dispatchEvent(new Event('cancel'));
    vi.advanceTimersByTime(CHANGE_AFTER_FOCUS_MS * 2);
    expect(closed).not.toHaveBeenCalled();
  });
});
