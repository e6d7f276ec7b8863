import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({ INIT_CWD: '/srv/rrsp' });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/rrsp/data',
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(config.services).toEqual(['portal', 'datacollect', 'sso', 'account', 'realtime']);
  });

  it('stops start-up with every wrong setting named in Chinese', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SERVICES: 'portal,shop' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: 必须是 postgres/);
      expect(message).toMatch(/未知模块 shop/);
    }
  });

  it('refuses test tokens in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_TOKENS: 'true' })).toThrow(
      /生产环境不允许开启测试令牌/,
    );
  });

  it('reads flags and module lists', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      SERVICES: 'portal, sso',
      DATABASE_URL: 'postgres://u:p@db/rrsp',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.services).toEqual(['portal', 'sso']);
    // only modules that exist
    expect(loadConfig({ SERVICES: 'portal,realtime' }).services).toEqual(['portal', 'realtime']);
    expect(() => loadConfig({ SERVICES: 'portal,chat' })).toThrow(/未知模块 chat/);
    // a repeat or a stray comma mounts nothing twice and names nothing empty
    expect(loadConfig({ SERVICES: 'portal, portal,sso,' }).services).toEqual(['portal', 'sso']);
    expect(config.databaseUrl).toBe('postgres://u:p@db/rrsp');
  });

  describe('the client address behind proxies', () => {
    const problem = (value: string): string => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`expected TRUST_PROXY=${value} to be refused`);
    };

    it('believes no X-Forwarded-For unless told how many proxies stand in front', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '   ' }).trustProxy).toBe(false);
    });

    it('reads a hop count: one nginx in front is 1', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    });

    it('reads a list of trusted proxy addresses and ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,::1,loopback' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '127.0.0.1',
        'fd00::/8',
        '::1',
        'loopback',
      ]);
    });

    it('refuses the old true/false, which let a client choose its own address, and says what to write', () => {
      for (const value of ['true', 'false', 'TRUE', 'yes', 'off']) {
        const message = problem(value);
        expect(message, value).toMatch(new RegExp(`TRUST_PROXY: 不再接受 ${value}`));
        expect(message, value).toMatch(/只有一层 nginx 写 1/);
        expect(message, value).toMatch(/不经代理直接对外时不要设置/);
      }
    });

    it('refuses a hop count of zero or an absurd one, and entries that are not addresses', () => {
      expect(problem('0')).toMatch(/TRUST_PROXY: 代理层数须在 1 到 10 之间/);
      expect(problem('11')).toMatch(/代理层数须在 1 到 10 之间/);
      expect(problem('10.0.0.0/8,nginx.internal,10.0.0.0/33,1.2.3.4/8/8')).toMatch(
        /无法识别的代理地址 “nginx.internal”、“10.0.0.0\/33”、“1.2.3.4\/8\/8”/,
      );
      expect(problem('10.0.0.1,')).toMatch(/无法识别的代理地址 “”/);
    });
  });

  describe('slow requests', () => {
    it('gives a client a minute to send one whole request, unless told otherwise', () => {
      expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
      expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '15' }).requestTimeoutMs).toBe(15_000);
    });

    it('refuses no timeout at all, or one of hours', () => {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '3600' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    });
  });

  describe('metrics', () => {
    it('serves none unless a token is set, and refuses a token short enough to guess', () => {
      expect(loadConfig({}).metricsToken).toBeUndefined();
      expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe(
        '0123456789abcdef0123',
      );
      expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: 监控令牌须为 16 到 256/);
      expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it ok' })).toThrow(/METRICS_TOKEN/);
    });
  });

  describe('code delivery', () => {
    const problems = (env: Record<string, string>): string => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('expected a ConfigError');
    };

    it('writes SMS and e-mail to the console outbox unless told otherwise', () => {
      const config = loadConfig({});
      expect(config.notifier).toEqual({ sms: { driver: 'console' }, mail: { driver: 'console' } });
      expect([config.smsDriver, config.mailDriver]).toEqual(['console', 'console']);
    });

    it('reads the HTTP SMS gateway with its token and timeout', () => {
      const config = loadConfig({
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: 'https://sms.example.gov.cn/send',
        SMS_HTTP_TOKEN: ' t0ken ',
        SMS_HTTP_TIMEOUT_MS: '2500',
      });
      expect(config.notifier.sms).toEqual({
        driver: 'http',
        url: 'https://sms.example.gov.cn/send',
        token: 't0ken',
        timeoutMs: 2500,
      });
      expect(config.smsDriver).toBe('http');
    });

    it('gives the HTTP gateway a five-second timeout and no token by default', () => {
      const config = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9000/sms' });
      expect(config.notifier.sms).toMatchObject({ timeoutMs: 5000, token: undefined });
    });

    it('refuses the http driver without a gateway address, or with one that is not http(s)', () => {
      expect(problems({ SMS_DRIVER: 'http' })).toMatch(
        /SMS_HTTP_URL: SMS_DRIVER=http 时必须设置短信网关地址/,
      );
      expect(problems({ SMS_DRIVER: 'http', SMS_HTTP_URL: '   ' })).toMatch(/SMS_HTTP_URL: .*必须设置/);
      expect(problems({ SMS_DRIVER: 'http', SMS_HTTP_URL: 'ftp://gw.example/sms' })).toMatch(
        /SMS_HTTP_URL: 必须是 http:\/\/ 或 https:\/\/ 开头的网址/,
      );
      expect(problems({ SMS_DRIVER: 'http', SMS_HTTP_URL: 'not a url' })).toMatch(/SMS_HTTP_URL: 必须是/);
    });

    it('refuses unknown drivers and out-of-range timeouts', () => {
      const message = problems({ SMS_DRIVER: 'aliyun', MAIL_DRIVER: 'sendgrid', SMS_HTTP_TIMEOUT_MS: '5' });
      expect(message).toMatch(/SMS_DRIVER/);
      expect(message).toMatch(/MAIL_DRIVER/);
      expect(message).toMatch(/SMS_HTTP_TIMEOUT_MS/);
    });

    it('reads the SMTP relay, choosing the port from SMTP_SECURE when none is given', () => {
      const base = {
        MAIL_DRIVER: 'smtp',
        SMTP_HOST: 'smtp.example.gov.cn',
        MAIL_FROM: '乡村振兴服务平台 <noreply@example.gov.cn>',
      };
      expect(loadConfig(base).notifier.mail).toEqual({
        driver: 'smtp',
        host: 'smtp.example.gov.cn',
        port: 587,
        secure: false,
        auth: undefined,
        from: '乡村振兴服务平台 <noreply@example.gov.cn>',
      });
      expect(loadConfig({ ...base, SMTP_SECURE: 'true' }).notifier.mail).toMatchObject({
        port: 465,
        secure: true,
      });
      expect(
        loadConfig({ ...base, SMTP_PORT: '2525', SMTP_USER: 'mailer', SMTP_PASS: ' s3cret ' }).notifier.mail,
      ).toMatchObject({ port: 2525, auth: { user: 'mailer', pass: ' s3cret ' } });
      expect(loadConfig({ ...base, SMTP_PORT: '' }).notifier.mail).toMatchObject({ port: 587 });
      expect(loadConfig({ ...base, MAIL_FROM: 'noreply@example.gov.cn' }).notifier.mail).toMatchObject({
        from: 'noreply@example.gov.cn',
      });
    });

    it('refuses the smtp driver without a relay host or a sender, naming both in Chinese', () => {
      const message = problems({ MAIL_DRIVER: 'smtp' });
      expect(message).toMatch(/SMTP_HOST: MAIL_DRIVER=smtp 时必须设置邮件服务器地址/);
      expect(message).toMatch(/MAIL_FROM: MAIL_DRIVER=smtp 时必须设置发件人/);
    });

    it('refuses a malformed sender, half-given credentials and a bad port', () => {
      const message = problems({
        MAIL_DRIVER: 'smtp',
        SMTP_HOST: 'smtp.example.gov.cn',
        MAIL_FROM: '乡村振兴服务平台',
        SMTP_USER: 'mailer',
        SMTP_PORT: '70000',
      });
      expect(message).toMatch(/MAIL_FROM: 发件人格式不正确/);
      expect(message).toMatch(/SMTP_PORT/);
    });

    it('refuses a user without a password', () => {
      expect(
        problems({
          MAIL_DRIVER: 'smtp',
          SMTP_HOST: 'smtp.example.gov.cn',
          MAIL_FROM: 'noreply@example.gov.cn',
          SMTP_USER: 'mailer',
        }),
      ).toMatch(/SMTP_PASS: SMTP_USER 与 SMTP_PASS 须同时设置/);
    });
  });
});
