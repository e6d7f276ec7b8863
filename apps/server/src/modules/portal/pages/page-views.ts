import { PAGES, type PlatformConfig } from '@rrsp/contract';
import { type Html, html } from './html.ts';

/**
 * The markup of the pages rendered on the server: the portal's header and footer around a semantic body. The header,
 * footer and layout use the web app's own classes (global.css, in the stylesheet index.html links), so the page looks
 * like the app before it starts and barely moves when the app replaces it; what global.css lacks is in page-styles.ts
 * under `ssr-` names, so none of it can touch the app.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in China time, as the app writes dates. */
export const formatDate = (date: Date): string => {
  const china = new Date(date.getTime() + 8 * 3_600_000);
  return `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())}`;
};

const formatCount = (value: number): string => value.toLocaleString('zh-CN');

/** A link to a page of the portal with its query: `?newsId=…`, `?page=2`. */
export const hrefOf = (path: string, params: Record<string, string | number | undefined> = {}): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const newsHref = (id: string) => hrefOf(PAGES.news.detail.path, { newsId: id });
export const solutionHref = (id: string) => hrefOf(PAGES.solutions.detail.path, { id });
export const caseHref = (id: string) => hrefOf(PAGES.cases.detail.path, { id });

export type NavKey = 'home' | 'news' | 'solutions' | 'cases' | null;

const NAV: { key: Exclude<NavKey, null>; title: string; href: string }[] = [
  { key: 'home', title: PAGES.home.title, href: PAGES.home.path },
  { key: 'news', title: PAGES.news.list.title, href: PAGES.news.list.path },
  { key: 'solutions', title: PAGES.solutions.list.title, href: PAGES.solutions.list.path },
  { key: 'cases', title: PAGES.cases.list.title, href: PAGES.cases.list.path },
];

const Header = (config: PlatformConfig, active: NavKey, here: string) => {
  // as the app does for a visitor: sign-in and sign-up come back to this page (none needed from home)
  const back = here === PAGES.home.path ? undefined : here;
  return html`<header class="site-header"><div class="site-header__inner container">
<a href="/" class="site-brand" aria-label="${config.platformName}首页"><img src="${config.logoUrl || '/favicon.svg'}" alt="" width="36" height="36" class="site-brand__logo"><span class="site-brand__name">${config.platformName}</span></a>
<nav aria-label="主导航" class="site-nav"><ul>${NAV.map(
    (item) =>
      html`<li><a href="${item.href}" class="${item.key === active ? 'site-nav__link is-active' : 'site-nav__link'}"${item.key === active ? html` aria-current="page"` : ''}>${item.title}</a></li>`,
  )}<li><a href="${PAGES.participants.service.path}" class="site-nav__link" rel="nofollow">服务中心</a></li></ul></nav>
<div class="site-header__actions ssr-actions"><a href="${hrefOf(PAGES.entry.signIn.path, { redirect: back })}" class="link-button link-button--ghost" rel="nofollow">登录</a><a href="${hrefOf(PAGES.entry.signUp.path, { redirect: back })}" class="link-button link-button--primary" rel="nofollow">注册</a></div>
</div></header>`;
};

const FooterLink = ({ title, url }: { title: string; url: string }) => {
  const href = url.trim();
  if (/^https?:\/\//i.test(href))
    return html`<a href="${href}" target="_blank" rel="noreferrer">${title}</a>`;
  // same-site paths and mail or phone links; nothing with another scheme (javascript:) becomes a link
  if (href.startsWith('/') || /^(mailto|tel):/i.test(href)) return html`<a href="${href}">${title}</a>`;
  return null;
};

const Footer = (config: PlatformConfig) => {
  const links = [
    { title: PAGES.about.title, url: PAGES.about.path },
    { title: PAGES.guide.title, url: PAGES.guide.path },
    ...config.footerLinks.filter((link) => link.url !== PAGES.about.path && link.url !== PAGES.guide.path),
  ]
    .map(FooterLink)
    .filter((link) => link !== null);
  const year = new Date().getFullYear();
  return html`<footer class="site-footer"><div class="site-footer__inner container"><div class="site-footer__columns">
<section><h2 class="site-footer__name">${config.platformName}</h2><p>${config.slogan || '服务乡村产业，连接城乡市场。'}</p>
<nav aria-label="页脚导航" class="site-footer__nav"><a href="${PAGES.news.list.path}">${PAGES.news.list.title}</a><a href="${PAGES.solutions.list.path}">${PAGES.solutions.list.title}</a><a href="${PAGES.cases.list.path}">${PAGES.cases.list.title}</a><a href="${PAGES.participants.settled.path}" rel="nofollow">申请入驻</a></nav></section>
<section><h2>联系我们</h2><ul class="site-footer__list">${[
    config.hotline
      ? html`<li>服务热线：<a href="tel:${config.hotline.replace(/[^\d+]/g, '')}" class="site-footer__strong">${config.hotline}</a>${config.serviceHours ? html`<span class="site-footer__muted">（${config.serviceHours}）</span>` : ''}</li>`
      : '',
    config.email ? html`<li>电子邮箱：<a href="mailto:${config.email}">${config.email}</a></li>` : '',
    config.address ? html`<li>地址：${config.address}</li>` : '',
  ]}</ul></section>
${
  config.partnerPlatforms.length > 0
    ? html`<section><h2>合作平台</h2><ul class="site-footer__list">${config.partnerPlatforms.map((partner) =>
        /^https?:\/\//i.test(partner.url)
          ? html`<li><a href="${partner.url}" target="_blank" rel="noreferrer">${partner.name}</a></li>`
          : html`<li>${partner.name}</li>`,
      )}</ul></section>`
    : ''
}
<section><h2>相关链接</h2><ul class="site-footer__list">${links.map((link) => html`<li>${link}</li>`)}</ul></section>
</div><div class="site-footer__legal"><span>${config.copyright || `© ${year} ${config.platformName}`}</span>${config.sponsor ? html`<span>主办单位：${config.sponsor}</span>` : ''}${config.icpRecord ? html`<a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">${config.icpRecord}</a>` : ''}${config.publicSecurityRecord ? html`<a href="https://beian.mps.gov.cn/" target="_blank" rel="noreferrer">${config.publicSecurityRecord}</a>` : ''}</div>
</div></footer>`;
};

export interface Crumb {
  title: string;
  href?: string;
}

const Breadcrumbs = (crumbs: Crumb[]) =>
  html`<nav aria-label="当前位置" class="page-breadcrumbs"><ol class="ssr-crumbs">${[
    { title: PAGES.home.title, href: PAGES.home.path },
    ...crumbs,
  ].map((crumb, index, all) =>
    index === all.length - 1 || !crumb.href
      ? html`<li><span aria-current="page">${crumb.title}</span></li>`
      : html`<li><a href="${crumb.href}">${crumb.title}</a></li>`,
  )}</ol></nav>`;

/** The whole page inside #root: the app's layout classes, so the first paint matches the app's frame. */
export const Shell = (page: {
  config: PlatformConfig;
  active: NavKey;
  /** The address of this page (path and query), for the sign-in links' way back. */
  here: string;
  /** Breadcrumbs under home; none on the home page. */
  crumbs: Crumb[] | null;
  content: Html;
}) =>
  html`<div class="layout layout--main" data-server-rendered=""><a href="#main-content" class="skip-link">跳到主要内容</a>
${Header(page.config, page.active, page.here)}
<main id="main-content" tabindex="-1" class="layout__main">${
    page.crumbs
      ? html`<div class="container main-content">${Breadcrumbs(page.crumbs)}${page.content}</div>`
      : page.content
  }</main>
${Footer(page.config)}</div>`;

/** The h1 and intro of a list page, as ContentPage draws them. */
export const PageHeading = (title: string, intro: string) =>
  html`<header class="content-page__header"><div><h1 class="content-page__title">${title}</h1><p class="content-page__intro">${intro}</p></div></header>`;

export interface PagerState {
  path: string;
  /** The list's other parameters, kept on every page link. */
  params: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  total: number;
}

export const pageCount = ({ pageSize, total }: Pick<PagerState, 'pageSize' | 'total'>) =>
  Math.max(1, Math.ceil(total / pageSize));

export const pageHref = ({ path, params }: PagerState, page: number) =>
  hrefOf(path, { ...params, page: page > 1 ? page : undefined });

/** Real links to the pages around this one (first, last and two either side), so a crawler reaches every item. */
export const Pager = (state: PagerState) => {
  const last = pageCount(state);
  const { page } = state;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  const items: Html[] = [];
  shown.forEach((n, index) => {
    const before = shown[index - 1];
    if (before !== undefined && n - before > 1)
      items.push(html`<li class="ssr-pager__gap" aria-hidden="true">…</li>`);
    items.push(
      n === page
        ? html`<li><span class="ssr-pager__item is-current" aria-current="page">${n}</span></li>`
        : html`<li><a class="ssr-pager__item" href="${pageHref(state, n)}">${n}</a></li>`,
    );
  });
  return html`<nav aria-label="分页" class="ssr-pager"><span class="ssr-pager__total">共 ${state.total} 条</span><ul>${
    page > 1
      ? html`<li><a class="ssr-pager__item" href="${pageHref(state, page - 1)}" rel="prev">上一页</a></li>`
      : ''
  }${items}${
    page < last
      ? html`<li><a class="ssr-pager__item" href="${pageHref(state, page + 1)}" rel="next">下一页</a></li>`
      : ''
  }</ul></nav>`;
};

/** Tabs as links (全部 first), the current one marked. */
export const TabLinks = (label: string, tabs: { title: string; href: string; current: boolean }[]) =>
  html`<nav aria-label="${label}" class="ssr-tabs"><ul>${tabs.map((tab) =>
    tab.current
      ? html`<li><a href="${tab.href}" class="ssr-tabs__tab is-current" aria-current="page">${tab.title}</a></li>`
      : html`<li><a href="${tab.href}" class="ssr-tabs__tab">${tab.title}</a></li>`,
  )}</ul></nav>`;

export interface NewsRowData {
  newsId: string;
  title: string;
  summary: string;
  categoryName: string;
  source: string;
  publishedAt: string;
  views: number;
  coverUrl: string | null;
}

/** A 16:9 cover as the app's CoverImage draws it: the picture, or the palette's plain band when there is none. */
const Cover = (src: string | null) =>
  html`<div class="ssr-cover">${src ? html`<img src="${src}" alt="" width="224" height="126" loading="lazy" decoding="async">` : ''}</div>`;

/** The items' headings: h2 under a list page's h1, h3 under a home section's h2 (heading order). */
type Level = 'h2' | 'h3';

const Heading = (level: Level, href: string, title: string) =>
  level === 'h2'
    ? html`<h2 class="ssr-row__title"><a href="${href}">${title}</a></h2>`
    : html`<h3 class="ssr-row__title"><a href="${href}">${title}</a></h3>`;

export const NewsRows = (rows: NewsRowData[], level: Level = 'h2') =>
  html`<ul class="ssr-rows">${rows.map(
    (
      row,
    ) => html`<li class="ssr-row">${Cover(row.coverUrl)}<div class="ssr-row__text">${Heading(level, newsHref(row.newsId), row.title)}
<p class="ssr-row__summary">${row.summary}</p><p class="ssr-meta"><span class="ssr-tag">${row.categoryName}</span><span>来源：${row.source}</span><time datetime="${row.publishedAt}">${formatDate(new Date(row.publishedAt))}</time><span>浏览 ${formatCount(row.views)}</span></p></div></li>`,
  )}</ul>`;

export interface ContentRowData {
  id: string;
  title: string;
  summary: string;
  className: string;
  providerName: string;
  regionName: string;
  coverUrl: string | null;
  tags: string[];
}

/** Solutions and cases as the app's cards: cover with the class over it, title, summary, provider, region, tags. */
export const ContentCards = (
  rows: ContentRowData[],
  hrefOfItem: (id: string) => string,
  level: Level = 'h2',
) =>
  html`<ul class="ssr-cards">${rows.map(
    (
      row,
    ) => html`<li class="ssr-content-card"><div class="ssr-content-card__media">${Cover(row.coverUrl)}<span class="ssr-content-card__class">${row.className}</span></div>
<div class="ssr-content-card__body">${Heading(level, hrefOfItem(row.id), row.title)}<p class="ssr-row__summary">${row.summary}</p><p class="ssr-meta"><span><span class="visually-hidden">提供方：</span>${row.providerName}</span><span><span class="visually-hidden">地区：</span>${row.regionName}</span></p>${
      row.tags.length > 0
        ? html`<ul class="ssr-content-card__tags" aria-label="标签">${row.tags.slice(0, 3).map((tag) => html`<li>${tag}</li>`)}</ul>`
        : ''
    }</div></li>`,
  )}</ul>`;

/** The list's keyword search as a plain form: it works before the app starts, and without it. */
export const SearchForm = (page: {
  action: string;
  keyword: string | undefined;
  label: string;
  placeholder: string;
  keep: Record<string, string | undefined>;
}) =>
  html`<form class="ssr-toolbar" role="search" action="${page.action}" method="get">${Object.entries(
    page.keep,
  ).map(([name, value]) =>
    value ? html`<input type="hidden" name="${name}" value="${value}">` : '',
  )}<input type="search" name="keyword" value="${page.keyword ?? ''}" maxlength="50" aria-label="${page.label}" placeholder="${page.placeholder}"><button type="submit">搜 索</button></form>`;

export const Empty = (text: string) => html`<p class="ssr-empty">${text}</p>`;

export const Neighbours = (
  previous: { id: string; title: string } | null,
  next: { id: string; title: string } | null,
  hrefOfItem: (id: string) => string,
  noun: string,
) =>
  html`<nav aria-label="上一${noun}与下一${noun}" class="ssr-neighbours"><div><span>上一${noun}</span>${
    previous
      ? html`<a href="${hrefOfItem(previous.id)}" rel="prev">${previous.title}</a>`
      : html`<em>已是第一${noun}</em>`
  }</div><div class="ssr-neighbours__next"><span>下一${noun}</span>${
    next
      ? html`<a href="${hrefOfItem(next.id)}" rel="next">${next.title}</a>`
      : html`<em>已是最后一${noun}</em>`
  }</div></nav>`;

/** A detail page: the article column (about 800 px, LOOK.md) and a side list, as the app's DetailLayout. */
export const DetailLayout = (
  article: Html,
  aside: { title: string; items: { title: string; href: string; date?: string }[] },
) =>
  html`<div class="ssr-detail"><div class="ssr-card ssr-article-card">${article}</div>${
    aside.items.length > 0
      ? html`<aside class="ssr-aside" aria-label="${aside.title}"><section class="ssr-card ssr-side"><h2 class="ssr-side__title">${aside.title}</h2><ul>${aside.items.map(
          (item) =>
            html`<li><a href="${item.href}">${item.title}</a>${item.date ? html`<time datetime="${item.date}">${formatDate(new Date(item.date))}</time>` : ''}</li>`,
        )}</ul></section></aside>`
      : html`<aside class="ssr-aside"></aside>`
  }</div>`;

/** A missing page inside the portal's frame: what happened and the way back. */
export const NotFound = (title: string, text: string, back: { title: string; href: string }) =>
  html`<section class="ssr-card ssr-not-found"><h1 class="content-page__title">${title}</h1><p>${text}</p><p><a class="link-button link-button--primary link-button--large" href="${back.href}">返回${back.title}</a></p></section>`;
