// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { Panel } from './panel.tsx';

describe('Panel', () => {
  it('draws a titled card: the title a heading in its head, the extra beside it, the content in the body', () => {
    const screen = renderWithApp(
      <Panel className="workbench-card" title="平台资讯" extra={<a href="/news">更多资讯</a>}>
        <p>列表</p>
      </Panel>,
    );
    const panel = screen.querySelector('.panel.workbench-card');
    expect(panel?.querySelector('.panel__head h2')?.textContent).toBe('平台资讯');
    expect(panel?.querySelector('.panel__head .panel__extra a')?.getAttribute('href')).toBe('/news');
    expect(panel?.querySelector('.panel__body')?.textContent).toBe('列表');
  });

  it('draws no head without a title or an extra', () => {
    const screen = renderWithApp(<Panel aria-busy="true">正文</Panel>);
    expect(screen.querySelector('.panel__head')).toBeNull();
    expect(screen.querySelector('.panel')?.getAttribute('aria-busy')).toBe('true');
  });
});
