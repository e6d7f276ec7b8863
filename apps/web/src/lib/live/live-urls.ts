/**
 * The socket's address from the configured base (`VITE_WS_BASE`, env.ts): empty means this page's origin; an
 * absolute base may be written either way (`https://…` or `wss://…`). The stream and the poll use the same base
 * turned to http(s) (env.ts `moduleBaseUrls.realtime`).
 */
interface PageLocation {
  protocol: string;
  host: string;
}

export const socketUrl = (base: string, path: string, location: PageLocation): string => {
  if (/^wss?:/i.test(base)) return `${base}${path}`;
  if (/^https?:/i.test(base)) return `${base.replace(/^http/i, 'ws')}${path}`;
  // Same origin, perhaps under a path prefix ('/rrsp').
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${base}${path}`;
};
