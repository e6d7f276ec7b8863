// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text.tsx';

describe('rich text sanitised on render', () => {
  it('drops scripts, event handlers and javascript: links planted in stored content', () => {
    const clean = sanitiseRichText(
      '<p onclick="steal()">正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('<img src="x">');
  });

  it('drops frames, forms and inline styles but keeps article markup', () => {
    const clean = sanitiseRichText(
      '<h3>背景</h3><ul><li>一</li></ul><table><tbody><tr><td>格</td></tr></tbody></table><iframe src="https://x"></iframe><form><input></form><p style="position:fixed">样式</p>',
    );
    expect(clean).toContain('<h3>背景</h3>');
    expect(clean).toContain('<li>一</li>');
    expect(clean).toContain('<td>格</td>');
    expect(clean).not.toMatch(/iframe|form|input|style=/i);
  });

  it('opens outside links in a new tab without handing over the page', () => {
    const clean = sanitiseRichText('<a href="https://www.gov.cn/">中国政府网</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
