// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
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
});
