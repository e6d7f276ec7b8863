// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import { StateTag } from './state-tag.tsx';

describe('StateTag', () => {
  it('draws the word in a span with its own class and the caller’s, and passes the title on', () => {
    const screen = renderWithApp(
      <StateTag className="shelf-tag shelf-tag--waiting" title="等待平台审核">
        待审核
      </StateTag>,
    );
    const tag = screen.querySelector('span.state-tag.shelf-tag.shelf-tag--waiting');
    expect(tag?.textContent).toBe('待审核');
    expect(tag?.getAttribute('title')).toBe('等待平台审核');
  });
});
