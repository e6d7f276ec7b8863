/**
 * What the server-rendered body needs beyond global.css (which index.html already links): list rows, the pager, the
 * article column. The measures copy styles/content.css (the article 800 px wide in a card beside a 300 px side
 * panel, 28 px title, 16 px text), so the app's page lands where this one was. Only `ssr-` classes, which the app
 * never uses, so this <style> cannot change the app once it has replaced the markup. CSP allows inline styles.
 */
export const PAGE_STYLES = `
.ssr-crumbs{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none;color:rgba(0,0,0,.45);line-height:22px}
.ssr-crumbs li+li::before{content:"/";margin:0 8px;color:rgba(0,0,0,.45)}
.ssr-crumbs a{color:rgba(0,0,0,.45);text-decoration:none}
.ssr-crumbs [aria-current]{color:rgba(0,0,0,.88)}
.ssr-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px}
.ssr-list{padding:20px 24px 24px}
.ssr-tabs ul{display:flex;flex-wrap:wrap;gap:0 32px;margin:0 0 20px;padding:0;list-style:none;border-bottom:1px solid #f0f0f0}
.ssr-tabs__tab{display:block;padding:12px 0;color:rgba(0,0,0,.88);text-decoration:none}
.ssr-tabs__tab.is-current{color:var(--green);box-shadow:inset 0 -2px 0 var(--green)}
.ssr-rows,.ssr-cards{margin:0;padding:0;list-style:none}
.ssr-row{display:grid;grid-template-columns:224px 1fr;gap:20px;padding:18px 8px;border-bottom:1px solid var(--border)}
.ssr-row:last-child{border-bottom:0}
.ssr-row__text{display:flex;flex-direction:column;gap:8px;min-width:0}
.ssr-cover{aspect-ratio:16/9;overflow:hidden;border-radius:6px;background:linear-gradient(160deg,#e3f0e7 0%,#f3ecd6 100%)}
.ssr-cover img{display:block;width:100%;height:100%;object-fit:cover}
.ssr-row__title{margin:0;font-size:18px;font-weight:600;line-height:1.5}
.ssr-row__title a{color:var(--text);text-decoration:none}
.ssr-row__title a:hover{color:var(--green)}
.ssr-row__summary{margin:0;color:var(--text-secondary)}
.ssr-meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;margin:0;color:var(--text-secondary);font-size:13px}
.ssr-tag{display:inline-block;padding:0 8px;border-radius:4px;background:var(--green-soft);color:var(--green-deep);font-size:12px;line-height:22px;white-space:nowrap}
.ssr-cards{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:20px}
.ssr-content-card{display:flex;flex-direction:column;overflow:hidden;border:1px solid var(--border);border-radius:8px;background:#fff}
.ssr-content-card__media{position:relative}
.ssr-content-card__media .ssr-cover{border-radius:0}
.ssr-content-card__class{position:absolute;left:12px;top:12px;padding:0 8px;border-radius:4px;background:rgba(15,61,38,.82);color:#fff;font-size:12px;line-height:22px}
.ssr-content-card__body{display:flex;flex-direction:column;gap:8px;flex:1;padding:14px 16px 16px}
.ssr-content-card .ssr-row__title{display:-webkit-box;overflow:hidden;font-size:16px;-webkit-box-orient:vertical;-webkit-line-clamp:2;min-height:3em}
.ssr-content-card .ssr-row__summary{display:-webkit-box;overflow:hidden;font-size:13px;-webkit-box-orient:vertical;-webkit-line-clamp:2}
.ssr-content-card .ssr-meta{flex-direction:column;align-items:flex-start;gap:2px;font-size:12px}
.ssr-content-card__tags{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.ssr-content-card__tags li{padding:0 8px;border:1px solid #ead7a8;border-radius:4px;background:#fffdf7;color:var(--gold-text);font-size:12px;line-height:20px}
.ssr-toolbar{display:flex;width:440px;max-width:100%;height:32px;margin-bottom:8px}
.ssr-toolbar input{flex:1;min-width:0;padding:4px 11px;border:1px solid #d9d9d9;border-right:0;border-radius:6px 0 0 6px;font:inherit}
.ssr-toolbar button{padding:0 16px;border:0;border-radius:0 6px 6px 0;background:var(--green);color:#fff;font:inherit;cursor:pointer}
.ssr-row .ssr-meta{margin-top:auto}
.ssr-row__summary{display:-webkit-box;overflow:hidden;-webkit-box-orient:vertical;-webkit-line-clamp:2}
.ssr-pager{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:8px 16px;margin-top:28px}
.ssr-pager ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.ssr-pager__item{display:inline-flex;align-items:center;justify-content:center;min-width:32px;height:32px;padding:0 8px;border:1px solid var(--border);border-radius:6px;background:#fff;color:var(--text);text-decoration:none}
.ssr-pager__item.is-current{border-color:var(--green);color:var(--green);font-weight:600}
.ssr-pager__gap{align-self:center;color:var(--text-secondary)}
.ssr-empty{margin:0;padding:40px 16px;text-align:center;color:var(--text-secondary)}
.ssr-detail{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:24px;align-items:start}
.ssr-article-card{padding:40px 48px 32px}
.ssr-article{max-width:800px;margin:0 auto}
.ssr-article__header{display:flex;flex-direction:column;align-items:center;gap:12px;padding-bottom:20px;margin-bottom:24px;border-bottom:1px solid var(--border);text-align:center}
.ssr-article__title{margin:0;font-size:28px;font-weight:700;line-height:1.45;color:var(--green-dark);overflow-wrap:anywhere}
.ssr-article__header .ssr-meta{justify-content:center}
.ssr-article__lead{margin:0 0 24px;padding:14px 18px;border-left:4px solid var(--gold);border-radius:0 6px 6px 0;background:#fbf7ec;color:#4a4232;font-size:15px;line-height:1.8}
.ssr-rich{font-size:16px;line-height:1.9;color:rgba(0,0,0,.85);overflow-wrap:anywhere}
.ssr-rich p{margin:0 0 1em;text-indent:2em}
.ssr-rich h2,.ssr-rich h3,.ssr-rich h4{margin:1.6em 0 .8em;color:var(--green-dark);line-height:1.5}
.ssr-rich h2{font-size:20px}.ssr-rich h3{font-size:18px}.ssr-rich h4{font-size:16px}
.ssr-rich img{display:block;max-width:100%;height:auto;margin:1em auto;border-radius:6px}
.ssr-rich blockquote{margin:1em 0;padding:8px 16px;border-left:4px solid var(--green);background:var(--green-soft)}
.ssr-rich table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;font-size:14px}
.ssr-rich th,.ssr-rich td{min-width:4.5em;padding:8px 12px;border:1px solid var(--border);text-align:left}
.ssr-rich th{background:var(--green-soft)}
.ssr-article__tags{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin:0;padding:0;list-style:none}
.ssr-neighbours{display:grid;grid-template-columns:1fr 1fr;gap:16px;max-width:800px;margin:32px auto 0;padding-top:20px;border-top:1px solid var(--border)}
.ssr-neighbours div{display:flex;flex-direction:column;gap:4px;min-width:0}
.ssr-neighbours span{color:var(--text-secondary);font-size:13px}
.ssr-neighbours a{display:flex;align-items:center;min-height:44px;font-weight:600;text-decoration:none;overflow-wrap:anywhere}
.ssr-neighbours em{display:flex;align-items:center;min-height:44px;font-style:normal;color:rgba(0,0,0,.45)}
.ssr-neighbours__next{text-align:right;align-items:flex-end}
.ssr-aside{position:sticky;top:80px}
.ssr-side{padding:20px}
.ssr-side__title{margin:0 0 14px;padding-left:10px;border-left:4px solid var(--gold);font-size:16px;font-weight:600;line-height:1.3;color:var(--green-dark)}
.ssr-side ul{margin:0;padding:0;list-style:none}
.ssr-side li{display:flex;flex-direction:column;padding:8px 0;border-bottom:1px dashed var(--border)}
.ssr-side time{color:rgba(0,0,0,.5);font-size:12px}
.ssr-side li:last-child{border-bottom:0}
.ssr-side a{color:var(--text);text-decoration:none}
.ssr-home-hero{height:420px;padding-top:104px;background:linear-gradient(120deg,#e4f2e8 0%,#f7f1df 100%)}
.ssr-home-hero h1{max-width:640px;margin:0;font-size:40px;font-weight:700;line-height:1.3;letter-spacing:2px;color:var(--green-dark)}
.ssr-home-hero p{max-width:560px;margin:14px 0 28px;font-size:18px;line-height:1.7;color:#2c4a3a}
.ssr-home-hero__actions{display:flex;flex-wrap:wrap;gap:16px}
.ssr-home-section{margin-top:48px}
.ssr-home-section .ssr-card{padding:24px}
.ssr-home-section__heading{display:flex;align-items:center;justify-content:space-between;margin-bottom:16px}
.ssr-home-section__heading h2{margin:0;padding-left:10px;border-left:4px solid var(--gold);font-size:24px;font-weight:600;line-height:1.3;color:var(--green-dark)}
.ssr-home-section__heading a{text-decoration:none}
.ssr-not-found{padding:48px 24px;text-align:center}
@media (max-width:900px){.ssr-detail{grid-template-columns:minmax(0,1fr)}.ssr-aside{position:static}.ssr-cards{grid-template-columns:repeat(2,minmax(0,1fr))}.ssr-home-hero{height:auto;padding:48px 0}}
@media (max-width:600px){.ssr-article-card{padding:20px 16px 16px}.ssr-article__title{font-size:22px}.ssr-article__header{align-items:flex-start;text-align:left}.ssr-row{grid-template-columns:1fr}.ssr-cover{display:none}.ssr-cards{grid-template-columns:1fr}.ssr-list{padding:16px}.ssr-neighbours{grid-template-columns:1fr}}
`
  .trim()
  .replace(/\n/g, '');
