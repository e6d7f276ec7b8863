import { AppError } from '../../platform/http/errors.ts';

/** Longer than any real callback; a longer one is an attack or a mistake. */
const MAX_SERVICE_LENGTH = 2048;

export const serviceUrlInvalid = () =>
  new AppError('SERVICE_NOT_REGISTERED', '应用回调地址格式不正确', {
    fields: [{ field: 'service', message: '回调地址格式不正确' }],
  });

/**
 * A service URL as typed by a partner, parsed: http(s) only, no user name or password in it (they hide the real host:
 * `https://mall.example@evil.com/`), no spaces or control characters (they split headers), printable ASCII only (a
 * browser would encode the rest, so a raw one was never produced by a browser). Throws a 400 otherwise.
 */
export const parseServiceUrl = (raw: string): URL => {
  if (raw.length > MAX_SERVICE_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) throw serviceUrlInvalid();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw serviceUrlInvalid();
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    !url.hostname
  ) {
    throw serviceUrlInvalid();
  }
  return url;
};

/**
 * Whether a service URL lies under a registered one: scheme, host and port equal, and the path equal or below the
 * registered path at a `/` boundary (`/cb` covers `/cb` and `/cb/x`, not `/cbx`). Never a string prefix, which lets
 * `https://mall.example.gz.cn.evil.com/` pass for `https://mall.example.gz.cn`.
 */
export const serviceUnder = (service: URL, registered: string): boolean => {
  let base: URL;
  try {
    base = new URL(registered);
  } catch {
    return false;
  }
  if (
    service.protocol !== base.protocol ||
    service.hostname !== base.hostname ||
    service.port !== base.port
  ) {
    return false;
  }
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return service.pathname === base.pathname || service.pathname.startsWith(basePath);
};
