// @vitest-environment jsdom
import { DownOutlined } from '@ant-design/icons';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, unmount } from '../../lib/jsdom-test-support.tsx';
import { StandInChoice } from './form-stand-in.tsx';

/**
 * A closed Select or date picker in a form's stand-in (编辑内容's news form, the publish forms): one component, drawn
 * as the real one looks, which has the real one opened once the form is there.
 */

afterEach(() => unmount());

const arrow = <DownOutlined className="select-field__arrow" aria-hidden />;

describe('StandInChoice', () => {
  it('draws the chosen text in a read-only combobox inside the look’s box, its arrow at the end', () => {
    const screen = renderWithApp(
      <StandInChoice
        id="editorial_category"
        className="select-field"
        text="工作动态"
        required
        icon={arrow}
        onOpen={vi.fn()}
      />,
    );
    const box = screen.querySelector<HTMLElement>('.form-stand-in__choice');
    expect(box?.className).toBe('select-field form-stand-in__choice');
    const input = box?.querySelector('input');
    expect(input?.id).toBe('editorial_category');
    expect(input?.className).toBe('form-stand-in__choice-input');
    expect(input?.readOnly).toBe(true);
    expect(input?.value).toBe('工作动态');
    expect(input?.getAttribute('role')).toBe('combobox');
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(input?.getAttribute('aria-haspopup')).toBe('listbox');
    expect(input?.getAttribute('aria-required')).toBe('true');
    expect(box?.lastElementChild?.classList.contains('select-field__arrow')).toBe(true);
  });

  it('shows a placeholder when nothing is chosen, its name and help where no label points at it', () => {
    const screen = renderWithApp(
      <StandInChoice
        className="select-field region-picker__rest"
        text=""
        placeholder="请选择市州 / 区县，可细化到乡镇（街道）"
        label="市州、区县和乡镇（街道）"
        describedBy="product_regionCode_extra"
        handover="#product_regionCode"
        icon={arrow}
        onOpen={vi.fn()}
      />,
    );
    const input = screen.querySelector('input');
    expect(input?.value).toBe('');
    expect(input?.placeholder).toBe('请选择市州 / 区县，可细化到乡镇（街道）');
    expect(input?.getAttribute('aria-label')).toBe('市州、区县和乡镇（街道）');
    expect(input?.getAttribute('aria-describedby')).toBe('product_regionCode_extra');
    expect(input?.dataset.handover).toBe('#product_regionCode');
  });

  it('opens on a press on its text or its arrow (which gives it the focus), and from the keyboard', () => {
    const open = vi.fn();
    const screen = renderWithApp(
      <StandInChoice className="date-range-field" text="" popup="dialog" icon={arrow} onOpen={open} />,
    );
    const input = screen.querySelector('input');
    expect(input?.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => input?.click());
    expect(open).toHaveBeenCalledTimes(1);
    act(() =>
      screen
        .querySelector<HTMLElement>('.select-field__arrow')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    expect(open).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(input);
    for (const key of ['Enter', ' ', 'ArrowDown', 'a']) {
      act(() => input?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    }
    expect(open, 'Enter, Space and an arrow; not a letter').toHaveBeenCalledTimes(5);
  });

  it('is drawn disabled and opens nothing when disabled (a form shown for reading)', () => {
    const open = vi.fn();
    const screen = renderWithApp(
      <StandInChoice
        className="date-range-field"
        text="2026-11-28 09:30"
        disabled
        icon={arrow}
        onOpen={open}
      />,
    );
    expect(screen.querySelector('.form-stand-in__choice')?.className).toBe(
      'date-range-field form-stand-in__choice select-field--disabled',
    );
    expect(screen.querySelector('input')?.disabled).toBe(true);
    act(() =>
      screen
        .querySelector<HTMLElement>('.select-field__arrow')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
