// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { outlineHeadings, sanitiseRichText } from './rich-text.tsx';

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

describe('article headings in the page outline', () => {
  it('renumbers headings from h2 without skipped levels and keeps their size', () => {
    const outlined = outlineHeadings('<h3 id="a">一、对象</h3><p>正文</p><h5>细则</h5><h3>二、内容</h3>');
    expect(outlined).toBe(
      '<h2 data-size="3" id="a">一、对象</h2><p>正文</p><h3 data-size="5">细则</h3><h2 data-size="3">二、内容</h2>',
    );
  });

  it('leaves an outline that already starts at h2 as it is', () => {
    const html = '<h2>背景</h2><h3>细节</h3>';
    expect(outlineHeadings(html)).toBe(html);
    expect(outlineHeadings('<p>没有标题</p>')).toBe('<p>没有标题</p>');
  });
});
