// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { SelectField } from './select-field.tsx';
import type { SelectFieldProps } from './select-field-props.ts';

const OPTIONS = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '已通过' },
];

const field = ({ value, onChange = vi.fn(), disabled = false }: Partial<SelectFieldProps<string>> = {}) => (
  <SelectField<string>
    aria-label="状态"
    placeholder="全部状态"
    allowClear
    value={value}
    options={OPTIONS}
    onChange={onChange}
    disabled={disabled}
  />
);

/** Waits (up to 5 s) for antd's Select to have replaced the stand-in: its chunk loads on first use. */
const selectShown = async (screen: HTMLElement) => {
  for (let waited = 0; waited < 5_000 && !screen.querySelector('.ant-select'); waited += 50) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  return screen.querySelector('.ant-select');
};

const standIn = (screen: HTMLElement) => screen.querySelector<HTMLElement>('.select-field');
const shownOptions = () =>
  [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((option) => option.textContent);

describe('SelectField', () => {
  it('draws the chosen text in a named combobox, without antd’s Select, until it is used', () => {
    const screen = renderWithApp(field({ value: 'approved' }));
    expect(screen.querySelector('.ant-select')).toBeNull();
    const box = standIn(screen);
    expect(box?.getAttribute('role')).toBe('combobox');
    expect(box?.getAttribute('aria-label')).toBe('状态');
    expect(box?.getAttribute('aria-expanded')).toBe('false');
    expect(box?.textContent).toBe('已通过');
  });

  it('shows the placeholder while nothing is chosen', () => {
    const screen = renderWithApp(field());
    expect(standIn(screen)?.textContent).toBe('全部状态');
  });

  it('pressed, becomes antd’s Select, open with the choices and the focus in it; a choice is passed on', async () => {
    const onChange = vi.fn();
    const screen = renderWithApp(field({ onChange }));
    act(() => {
      standIn(screen)?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      standIn(screen)?.focus();
    });
    expect(await selectShown(screen)).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shownOptions()).toEqual(['待审核', '已通过']);
    expect(screen.querySelector('.ant-select')?.contains(document.activeElement)).toBe(true);
    const approved = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (option) => option.textContent === '已通过',
    );
    act(() => approved?.click());
    expect(onChange).toHaveBeenCalledWith('approved');
  });

  it('pointed at, loads the Select and draws it in its place, closed and without the focus', async () => {
    const screen = renderWithApp(field({ value: 'pending' }));
    // React makes its pointer-enter from the browser's pointerover (here coming from outside the page)
    act(() => standIn(screen)?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })));
    expect(await selectShown(screen)).not.toBeNull();
    expect(shownOptions()).toEqual([]);
    expect(screen.querySelector('.ant-select')?.contains(document.activeElement)).toBe(false);
  });

  it('focused from the keyboard, becomes the Select with the focus in it, closed', async () => {
    const screen = renderWithApp(field({ value: 'pending' }));
    act(() => standIn(screen)?.focus());
    expect(await selectShown(screen)).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.querySelector('.ant-select')?.contains(document.activeElement)).toBe(true);
    expect(shownOptions()).toEqual([]);
    expect(screen.querySelector('.ant-select')?.textContent).toContain('待审核');
  });

  it('disabled, cannot be focused or pressed open', async () => {
    const screen = renderWithApp(field({ disabled: true }));
    const box = standIn(screen);
    expect(box?.getAttribute('tabindex')).toBe('-1');
    expect(box?.getAttribute('aria-disabled')).toBe('true');
    act(() => box?.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(shownOptions()).toEqual([]);
  });

  it('takes choices under headings: the chosen one is drawn, and the Select shows them under their heading', async () => {
    const groups = [
      { label: '产品', options: [{ value: 'tea', label: '茶叶' }] },
      { label: '服务', options: [{ value: 'cold-chain', label: '冷链物流' }] },
    ];
    const screen = renderWithApp(
      <SelectField<string> aria-label="品类" value="cold-chain" options={groups} onChange={vi.fn()} />,
    );
    expect(standIn(screen)?.textContent).toBe('冷链物流');
    act(() => {
      standIn(screen)?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      standIn(screen)?.focus();
    });
    expect(await selectShown(screen)).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shownOptions()).toEqual(['茶叶', '冷链物流']);
    const headings = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-group')];
    expect(headings.map((heading) => heading.textContent)).toEqual(['产品', '服务']);
  });
});
