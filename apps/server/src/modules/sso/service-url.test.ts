import { describe, expect, it } from 'vitest';
import { parseServiceUrl, serviceUnder } from './service-url.ts';

const under = (service: string, registered: string) => serviceUnder(parseServiceUrl(service), registered);

describe('service URL matching', () => {
  it('accepts the registered origin and paths below it', () => {
    expect(under('https://mall.example.gz.cn/cb', 'https://mall.example.gz.cn')).toBe(true);
    expect(under('https://mall.example.gz.cn', 'https://mall.example.gz.cn/')).toBe(true);
    expect(under('https://MALL.example.gz.cn:443/cb?x=1', 'https://mall.example.gz.cn')).toBe(true);
    expect(under('https://mall.example.gz.cn/shop/cb', 'https://mall.example.gz.cn/shop')).toBe(true);
    expect(under('https://mall.example.gz.cn/shop', 'https://mall.example.gz.cn/shop')).toBe(true);
  });

  it('refuses the look-alikes a string prefix lets through', () => {
    expect(under('https://mall.example.gz.cn.evil.com/cb', 'https://mall.example.gz.cn')).toBe(false);
    expect(under('https://mall.example.gz.cnx/', 'https://mall.example.gz.cn')).toBe(false);
    expect(under('https://mall.example.gz.cn/shopping', 'https://mall.example.gz.cn/shop')).toBe(false);
    expect(under('http://mall.example.gz.cn/cb', 'https://mall.example.gz.cn')).toBe(false);
    expect(under('https://mall.example.gz.cn:8443/cb', 'https://mall.example.gz.cn')).toBe(false);
  });

  it('refuses credentials, other schemes, control characters and raw non-ASCII with a 400', () => {
    for (const bad of [
      'https://mall.example.gz.cn@evil.com/cb',
      'https://user:pass@mall.example.gz.cn/',
      'javascript:alert(1)',
      'ftp://mall.example.gz.cn/',
      'https://mall.example.gz.cn/\r\nSet-Cookie: a=b',
      'https://mall.example.gz.cn/商城',
      'https://mall.example.gz.cn/ x',
      'not a url',
      `https://mall.example.gz.cn/${'a'.repeat(3000)}`,
    ]) {
      expect(() => parseServiceUrl(bad), bad).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
