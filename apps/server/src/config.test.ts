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
    expect(config.databaseUrl).toBe('postgres://u:p@db/rrsp');
  });
});
