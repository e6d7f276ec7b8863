import { describe, expect, it } from 'vitest';
import { rulesBrokenIn } from './find-violations.ts';

const SERVER = 'apps/server/src';
const PORTAL = `${SERVER}/modules/portal`;
const exporting = (name: string) => `export const ${name} = 1;\n`;
const importing = (from: string, name = 'x') =>
  `import { ${name} } from '${from}';\nexport const use = ${name};\n`;

describe('server rules', () => {
  it('platform-not-to-modules: the platform imports no module', async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/platform/http/envelope.ts`]: importing('../../modules/sso/public.ts'),
        [`${SERVER}/modules/sso/public.ts`]: exporting('x'),
      }),
    ).toEqual(['platform-not-to-modules']);
  });

  it("module-not-to-other-module-internals: a module reaches another's internals", async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/modules/account/plugin.ts`]: importing('../sso/ticket-service.ts'),
        [`${SERVER}/modules/sso/ticket-service.ts`]: exporting('x'),
      }),
    ).toEqual(['module-not-to-other-module-internals']);
  });

  it("composition-through-public-files: the app mounts a module's internals", async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/app.ts`]: importing('./modules/sso/routes.ts'),
        [`${SERVER}/modules/sso/routes.ts`]: exporting('x'),
      }),
    ).toEqual(['composition-through-public-files']);
  });

  it('module-table-mounts-plugins: the module table reaches below a plugin', async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/modules/index.ts`]: importing('./sso/routes.ts'),
        [`${SERVER}/modules/sso/routes.ts`]: exporting('x'),
      }),
    ).toEqual(['module-table-mounts-plugins']);
  });

  it('public-never-reaches-plugin: a public.ts that reaches its plugin, even through another file', async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/modules/sso/public.ts`]: importing('./jobs.ts'),
        [`${SERVER}/modules/sso/jobs.ts`]: importing('./plugin.ts'),
        [`${SERVER}/modules/sso/plugin.ts`]: exporting('x'),
      }),
    ).toEqual(['public-never-reaches-plugin']);
  });

  it("domain-not-to-other-domain-internals: a portal domain reaches another domain's internals", async () => {
    expect(
      await rulesBrokenIn({
        [`${PORTAL}/marketplace/shelf/shelf-catalog.ts`]: importing(
          '../../tenancy/settlement/settlement-values.ts',
        ),
        [`${PORTAL}/tenancy/settlement/settlement-values.ts`]: exporting('x'),
      }),
    ).toEqual(['domain-not-to-other-domain-internals']);
  });

  it("domain-not-to-other-domain-internals: production code may not write another domain's tables either", async () => {
    expect(
      await rulesBrokenIn({
        [`${PORTAL}/marketplace/shelf/shelf-notices.ts`]: importing('../../messages/tables.ts'),
        [`${PORTAL}/messages/tables.ts`]: exporting('x'),
      }),
    ).toEqual(['domain-not-to-other-domain-internals']);
  });

  it("domain-tests-not-to-other-domain-internals: a domain's test reaches another domain's service", async () => {
    expect(
      await rulesBrokenIn({
        [`${PORTAL}/content/news.test.ts`]: importing('../marketplace/shelf/shelf-catalog.ts'),
        [`${PORTAL}/marketplace/shelf/shelf-catalog.ts`]: exporting('x'),
      }),
    ).toEqual(['domain-tests-not-to-other-domain-internals']);
  });

  it('portal-composes-domains: the portal plugin mounts a route file instead of a domain plugin', async () => {
    expect(
      await rulesBrokenIn({
        [`${PORTAL}/plugin.ts`]: importing('./content/content-routes.ts'),
        [`${PORTAL}/content/content-routes.ts`]: exporting('x'),
      }),
    ).toEqual(['portal-composes-domains']);
  });

  it('routes-hold-no-sql: a route file imports drizzle-orm', async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/modules/sso/cas-routes.ts`]: importing('drizzle-orm', 'eq'),
        'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }',
        'node_modules/drizzle-orm/index.js': 'exports.eq = 1;\n',
      }),
    ).toEqual(['routes-hold-no-sql']);
  });

  it("routes-hold-no-sql: a module's routes.ts or plugin.ts imports a tables file", async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/modules/sso/routes.ts`]: importing('./tables.ts'),
        [`${SERVER}/modules/sso/tables.ts`]: exporting('x'),
        [`${PORTAL}/tenancy/plugin.ts`]: importing('./tenants/tables.ts'),
        [`${PORTAL}/tenancy/tenants/tables.ts`]: exporting('x'),
      }),
    ).toEqual(['routes-hold-no-sql']);
  });

  it('portal-sql-in-repositories: a service of a portal domain builds SQL itself', async () => {
    expect(
      await rulesBrokenIn({
        [`${PORTAL}/tenancy/settlement/settlement-service.ts`]: importing('drizzle-orm', 'eq'),
        'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }',
        'node_modules/drizzle-orm/index.js': 'exports.eq = 1;\n',
      }),
    ).toEqual(['portal-sql-in-repositories']);
  });

  it('portal-sql-in-repositories: repositories, read models, tables and tests may', async () => {
    const drizzle = {
      'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }',
      'node_modules/drizzle-orm/index.js': 'exports.eq = 1;\n',
    };
    expect(
      await rulesBrokenIn({
        ...drizzle,
        [`${PORTAL}/tenancy/settlement/settlement-repository.ts`]: importing('drizzle-orm', 'eq'),
        [`${PORTAL}/tenancy/settlement/settlement-queue-queries.ts`]: importing('drizzle-orm', 'eq'),
        [`${PORTAL}/tenancy/settlement/tables.ts`]: importing('drizzle-orm', 'eq'),
        [`${PORTAL}/tenancy/settlement/settlement.test.ts`]: importing('drizzle-orm', 'eq'),
      }),
    ).toEqual([]);
  });

  it('seed-and-cli-through-public: the seed reaches a service of a domain', async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/seed/parts/services.ts`]: importing(
          '../../modules/portal/marketplace/services/service-values.ts',
        ),
        [`${PORTAL}/marketplace/services/service-values.ts`]: exporting('x'),
      }),
    ).toEqual(['seed-and-cli-through-public']);
  });

  it('allows what the layout intends: public files, tables for tests and the seed, plugins for composition', async () => {
    expect(
      await rulesBrokenIn({
        [`${SERVER}/modules/index.ts`]: importing('./portal/plugin.ts'),
        [`${PORTAL}/plugin.ts`]: importing('./marketplace/plugin.ts'),
        [`${PORTAL}/public.ts`]: importing('./marketplace/public.ts'),
        [`${PORTAL}/marketplace/plugin.ts`]: importing('./reports/report-routes.ts'),
        [`${PORTAL}/marketplace/public.ts`]: exporting('x'),
        [`${PORTAL}/marketplace/reports/report-routes.ts`]: importing('./report-service.ts'),
        [`${PORTAL}/marketplace/reports/report-service.ts`]: importing('../../messages/public.ts'),
        [`${PORTAL}/messages/public.ts`]: exporting('x'),
        [`${PORTAL}/messages/messages.test.ts`]: importing('../tenancy/tenants/tables.ts'),
        [`${PORTAL}/tenancy/tenants/tables.ts`]: exporting('x'),
        [`${SERVER}/seed/parts/news.ts`]: importing('../../modules/portal/content/tables.ts'),
        [`${PORTAL}/content/tables.ts`]: exporting('x'),
        [`${SERVER}/modules/account/plugin.ts`]: importing('../portal/public.ts'),
      }),
    ).toEqual([]);
  });
});
