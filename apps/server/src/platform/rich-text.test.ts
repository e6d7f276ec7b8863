import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.ts';

describe('rich text sanitising', () => {
  it('keeps structure, emphasis, tables and safe links', () => {
    const html =
      '<h2>茶园管护</h2><p class="lead">春茶<strong>开采</strong></p><table><tr><td colspan="2">亩产</td></tr></table>' +
      '<a href="https://www.gz.gov.cn/x">链接</a>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>茶园管护</h2>');
    expect(clean).toContain('<p class="lead">春茶<strong>开采</strong></p>');
    expect(clean).toContain('<td colspan="2">亩产</td>');
    expect(clean).toContain('<a href="https://www.gz.gov.cn/x" rel="noopener noreferrer nofollow">链接</a>');
  });

  it('removes every way of running script', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
      '<img src="data:text/html;base64,PHNjcmlwdD4=">',
      '<object data="x"></object><embed src="x">',
      '<form action="https://evil.example"><input></form>',
      '<a href="//evil.example">x</a>',
    ];
    for (const attack of attacks) {
      const clean = sanitizeRichText(attack);
      expect(clean, attack).not.toMatch(
        /script|onerror|onload|onclick|javascript:|iframe|<svg|<object|<embed|<form|style=|data:|\/\/evil/i,
      );
    }
  });

  it('reduces rich text to plain text for summaries', () => {
    expect(plainText('<p>一、<b>总体</b>要求</p>\n<p>二、重点任务</p>')).toBe('一、总体要求 二、重点任务');
  });
});
