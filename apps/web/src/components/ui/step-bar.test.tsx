// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { StepBar } from './step-bar.tsx';

const TITLES = ['填写账号', '验证手机', '设置新密码', '完成'];

const itemsOf = (screen: ParentNode) => [...screen.querySelectorAll('ol[aria-label="找回密码步骤"] > li')];

describe('StepBar', () => {
  it('marks the steps before the current one done, the current one current and the rest waiting', () => {
    const screen = renderWithApp(<StepBar titles={TITLES} current={1} label="找回密码步骤" />);
    const items = itemsOf(screen);
    expect(items.map((item) => item.className)).toEqual([
      'step-bar__item step-bar__item--finish',
      'step-bar__item step-bar__item--process',
      'step-bar__item step-bar__item--wait',
      'step-bar__item step-bar__item--wait',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    // a done step shows a check instead of its number
    expect(items[0]?.querySelector('.step-bar__icon [aria-label="已完成"]')).not.toBeNull();
    expect(items.slice(1).map((item) => item.querySelector('.step-bar__icon')?.textContent)).toEqual([
      '2',
      '3',
      '4',
    ]);
    expect(items.map((item) => item.querySelector('.step-bar__title')?.textContent)).toEqual(TITLES);
  });

  it('draws a rail after every step but the last, coloured by the step it leads to', () => {
    const screen = renderWithApp(<StepBar titles={TITLES} current={1} label="找回密码步骤" />);
    expect(itemsOf(screen).map((item) => item.querySelector('.step-bar__rail')?.className ?? null)).toEqual([
      'step-bar__rail step-bar__rail--process',
      'step-bar__rail step-bar__rail--wait',
      'step-bar__rail step-bar__rail--wait',
      null,
    ]);
  });

  it('keeps the class it is given beside its own', () => {
    const screen = renderWithApp(
      <StepBar className="flow-steps" titles={TITLES} current={3} label="找回密码步骤" />,
    );
    expect(screen.querySelector('ol')?.className).toBe('step-bar flow-steps');
    expect(itemsOf(screen)[3]?.getAttribute('aria-current')).toBe('step');
  });
  it('draws a step with something to mend in the error colour, with its note under its title', () => {
    const screen = renderWithApp(
      <StepBar
        titles={TITLES}
        current={2}
        label="找回密码步骤"
        problems={{ 0: '2 项需修改', 2: '1 项需修改' }}
      />,
    );
    const items = itemsOf(screen);
    expect(items[0]?.className).toBe('step-bar__item step-bar__item--error');
    expect(items[0]?.querySelector('.step-bar__icon')?.textContent).toBe('1');
    expect(items[0]?.querySelector('.step-bar__title')?.textContent).toBe('填写账号2 项需修改');
    // the step the user is on is red too, filled as antd draws its current error step, and stays current
    expect(items[2]?.className).toBe('step-bar__item step-bar__item--error step-bar__item--active');
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.textContent).toContain('1 项需修改');
  });

  it('makes the steps that can be gone to buttons, and says which was pressed', () => {
    const goTo = vi.fn();
    const screen = renderWithApp(
      <StepBar
        titles={TITLES}
        current={1}
        label="找回密码步骤"
        canGoTo={(index) => index <= 2}
        onGoTo={goTo}
      />,
    );
    const buttons = [...screen.querySelectorAll('ol button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['填写账号', '3设置新密码']);
    act(() => (buttons[1] as HTMLButtonElement).click());
    expect(goTo).toHaveBeenCalledWith(2);
    expect(itemsOf(screen)[1]?.querySelector('button'), 'not the current step').toBeNull();
  });
});
