import { describe, expect, it } from 'vitest';
import { footerLinkOf, footerLinksOf } from './footer-links.ts';

const OWN = [
  { kind: 'page', title: '关于平台', href: '/about' },
  { kind: 'page', title: '入驻指南', href: '/guide' },
];

describe('footer links', () => {
  it('offers 关于平台 and 入驻指南 from the page table, whatever the configuration holds', () => {
    expect(footerLinksOf([])).toEqual(OWN);
  });

  it('then shows the configured links in their order, under their own titles', () => {
    expect(
      footerLinksOf([
        { title: '贵州省农业农村厅', url: 'https://nynct.guizhou.gov.cn/' },
        { title: '平台资讯', url: '/home/infomation' },
        { title: '关于平台', url: 'https://example.org/about-us' },
        { title: '服务条款', url: '/files/terms.pdf' },
      ]),
    ).toEqual([
      ...OWN,
      { kind: 'external', title: '贵州省农业农村厅', href: 'https://nynct.guizhou.gov.cn/' },
      { kind: 'page', title: '平台资讯', href: '/home/infomation' },
      { kind: 'external', title: '关于平台', href: 'https://example.org/about-us' },
      { kind: 'plain', title: '服务条款', href: '/files/terms.pdf' },
    ]);
  });

  it('does not show a configured link to 关于平台 or 入驻指南 a second time', () => {
    expect(
      footerLinksOf([
        { title: '关于平台', url: '/about' },
        { title: '入驻须知', url: '/guide/' },
      ]),
    ).toEqual(OWN);
  });

  it('knows a page of the portal by its path, with a query or a trailing slash', () => {
    expect(footerLinkOf({ title: '资讯', url: '/infomationDetail?newsId=1' })?.kind).toBe('page');
    expect(footerLinkOf({ title: '服务', url: '/participants/service/' })?.kind).toBe('page');
    expect(footerLinkOf({ title: '接口文档', url: '/docs' })?.kind).toBe('plain');
    expect(footerLinkOf({ title: '协议', url: '//example.org/x' })?.kind).toBe('external');
    expect(footerLinkOf({ title: '邮件', url: 'mailto:service@example.org' })?.kind).toBe('plain');
  });

  it('never makes a link of a script address', () => {
    expect(footerLinkOf({ title: 'x', url: 'javascript:alert(1)' })).toBeNull();
    expect(footerLinkOf({ title: 'x', url: ' data:text/html,hi' })).toBeNull();
  });
});
