// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { DateRangeField } from './date-range-field.tsx';

const field = (onChange = vi.fn()) => (
  <DateRangeField
    aria-label="发布日期范围"
    placeholder={['发布开始日期', '发布结束日期']}
    start="2026-10-01"
    end="2026-11-01"
    lastDay="today"
    onChange={onChange}
  />
);

const inputs = (screen: HTMLElement) => [...screen.querySelectorAll('input')];

/** Waits (up to 5 s) for antd's picker to have replaced the stand-in: its chunk loads on first use. */
const pickerShown = async (screen: HTMLElement) => {
  for (let waited = 0; waited < 5_000 && !screen.querySelector('.ant-picker'); waited += 50) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  return screen.querySelector('.ant-picker');
};

describe('DateRangeField', () => {
  it('draws the chosen days in read-only boxes, without antd’s picker, until it is used', () => {
    const screen = renderWithApp(field());
    expect(screen.querySelector('.ant-picker')).toBeNull();
    expect(inputs(screen).map((input) => [input.placeholder, input.value, input.readOnly])).toEqual([
      ['发布开始日期', '2026-10-01', true],
      ['发布结束日期', '2026-11-01', true],
    ]);
  });

  it('pressed, becomes antd’s picker with the same days, open, the focus in the box pressed', async () => {
    const screen = renderWithApp(field());
    const end = inputs(screen)[1] as HTMLInputElement;
    act(() => {
      end.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      end.focus();
    });
    expect(await pickerShown(screen)).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(inputs(screen).map((input) => [input.value, input.readOnly])).toEqual([
      ['2026-10-01', false],
      ['2026-11-01', false],
    ]);
    expect((document.activeElement as HTMLInputElement).placeholder).toBe('发布结束日期');
    expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull();
  });

  it('focused from the keyboard, becomes the picker with the focus in that box, closed', async () => {
    const screen = renderWithApp(field());
    act(() => (inputs(screen)[0] as HTMLInputElement).focus());
    expect(await pickerShown(screen)).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect((document.activeElement as HTMLInputElement).placeholder).toBe('发布开始日期');
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
  });

  it('required, offers no clearing; no day after the last day can be picked', async () => {
    const screen = renderWithApp(
      <DateRangeField
        aria-label="统计范围"
        placeholder={['开始日期', '结束日期']}
        start="2026-11-01"
        end="2026-11-10"
        lastDay="2026-11-12"
        required
        onChange={() => {}}
      />,
    );
    const start = inputs(screen)[0] as HTMLInputElement;
    act(() => {
      start.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      start.focus();
    });
    expect(await pickerShown(screen)).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.querySelector('.ant-picker-clear')).toBeNull();
    const disabled = (day: string) =>
      document.querySelector(`td[title="${day}"]`)?.classList.contains('ant-picker-cell-disabled');
    expect(disabled('2026-11-12')).toBe(false);
    expect(disabled('2026-11-13')).toBe(true);
  });
});
