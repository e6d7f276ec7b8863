// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../lib/jsdom-test-support.tsx';
import type { SegmentedField as Field } from './segmented-field.tsx';

/** A segmented choice whose antd Segmented loads when it is first used (docs/decisions/034). */

const imported = vi.hoisted(() => vi.fn());
vi.mock('./segmented-field-picker.tsx', async (original) => {
  imported();
  return original();
});
// the Segmented's code is kept in the module once loaded: each test starts from a page that has not loaded it
let SegmentedField: typeof Field;
beforeEach(async () => {
  vi.resetModules();
  imported.mockClear();
  ({ SegmentedField } = await import('./segmented-field.tsx'));
});

const OPTIONS = [
  { value: 'day', label: '按日' },
  { value: 'week', label: '按周' },
  { value: 'month', label: '按月' },
] as const;

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};
const segmented = () => document.querySelector('.ant-segmented');
const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

afterEach(() => unmount());

const draw = (onChange = vi.fn()) =>
  renderWithApp(
    <>
      <span id="granularity">粒度</span>
      <SegmentedField<'day' | 'week' | 'month'>
        aria-labelledby="granularity"
        value="week"
        options={OPTIONS}
        onChange={onChange}
      />
    </>,
  );

describe('SegmentedField', () => {
  it('draws the radio group as antd’s Segmented does, the value checked, without antd’s Segmented', async () => {
    draw();
    await settle();
    expect(imported).not.toHaveBeenCalled();
    const group = document.querySelector('[role="radiogroup"]');
    expect(group?.getAttribute('aria-labelledby')).toBe('granularity');
    expect(group?.getAttribute('tabindex')).toBe('0');
    expect(radios().map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(document.querySelector('.segmented-field__item--selected')?.textContent).toBe('按周');
  });

  it('chooses the option pressed before its code arrived, and becomes antd’s Segmented only after the press', async () => {
    const onChange = vi.fn();
    draw(onChange);
    const month = radios()[2]?.closest('label');
    act(() => {
      // React makes onPointerEnter of a pointerover from outside
      month?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
      month?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    // the code arrives while the button is down: the stand-in stays until the press is over
    await waitFor(() => imported.mock.calls.length > 0);
    await settle();
    expect(segmented()).toBeNull();
    act(() => {
      month?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      month?.click();
    });
    expect(onChange).toHaveBeenCalledWith('month');
    await waitFor(() => segmented() !== null);
    expect(segmented()?.getAttribute('aria-labelledby')).toBe('granularity');
  });

  it('focused from the keyboard, becomes antd’s Segmented with the focus on it', async () => {
    draw();
    act(() => document.querySelector<HTMLElement>('.segmented-field')?.focus());
    await waitFor(() => segmented() !== null);
    await settle();
    expect(document.activeElement).toBe(segmented());
  });
});
