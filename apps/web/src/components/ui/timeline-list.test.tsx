// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, unmount } from '../../lib/jsdom-test-support.tsx';
import { TimelineList } from './timeline-list.tsx';

afterEach(() => unmount());

describe('TimelineList', () => {
  it('draws the entries in order as a list, each dot in its colour (antd’s names or a CSS colour), without antd', () => {
    const screen = renderWithApp(
      <TimelineList
        items={[
          { key: 'a', color: 'green', content: '审核通过' },
          { key: 'b', color: 'orange', content: '平台下架' },
        ]}
      />,
    );
    const entries = [...screen.querySelectorAll<HTMLElement>('ol.timeline-list > li')];
    expect(entries.map((entry) => entry.textContent)).toEqual(['审核通过', '平台下架']);
    expect(entries.map((entry) => entry.style.getPropertyValue('--timeline-dot'))).toEqual([
      'var(--ant-color-success)',
      'orange',
    ]);
    expect(screen.querySelector('[class*="ant-"]')).toBeNull();
  });
});
