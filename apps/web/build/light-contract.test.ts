import { describe, expect, it } from 'vitest';
import { lightenContractModule, splitContractModule } from './light-contract.ts';

const FILE = '/repo/packages/contract/src/portal/news.ts';

const source = `import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema } from './user.ts';
export const NEWS_CATEGORIES = ['policy', 'work'];
export const NewsSchema = z.object({ id: IdSchema, title: z.string().trim() });
const helper = (value) => value.trim();
export const listNews = defineEndpoint({
  id: 'portal.newsList',
  path: '/basics/pc/news/list',
  body: z.strictObject({ keyword: z.string().transform(helper) }),
  data: z.array(NewsSchema),
});
export const replyNews = defineEndpoint({ id: 'portal.reply', path: '/x', body: z.strictObject({ reply: z.string() }), data: NewsSchema });
`;

describe('lightenContractModule', () => {
  it('drops answer and request schemas from endpoints, but keeps the bodies the web reads', () => {
    const light = lightenContractModule(source, new Set(['replyNews']));
    expect(light).toContain("path: '/basics/pc/news/list',\n  body: void 0,\n  data: void 0,");
    expect(light).toContain(
      'body: /* @__PURE__ */ z.strictObject({ reply: /* @__PURE__ */ z.string() }), data: void 0',
    );
  });

  it('marks the calls of top-level declarations pure, not the calls inside functions', () => {
    const light = lightenContractModule(source, new Set());
    expect(light).toContain('export const NewsSchema = /* @__PURE__ */ z.object(');
    expect(light).toContain('export const listNews = /* @__PURE__ */ defineEndpoint(');
    expect(light).toContain('const helper = (value) => value.trim();');
  });
});

describe('splitContractModule', () => {
  it('gives each declaration its own module, re-exported under its name from the file', () => {
    const { main, parts } = splitContractModule(lightenContractModule(source, new Set()), FILE);
    expect(main).toContain(`export { NewsSchema } from "\\u0000rrsp-contract-part:${FILE}?NewsSchema";`);
    expect(main).toContain(`import { helper } from "\\u0000rrsp-contract-part:${FILE}?helper";`);
    const schema = parts.get(`\0rrsp-contract-part:${FILE}?NewsSchema`) ?? '';
    expect(schema).toContain('import { z } from "zod";');
    expect(schema).toContain('import { IdSchema } from "/repo/packages/contract/src/portal/user.ts";');
    expect(schema).not.toContain('defineEndpoint');
    const endpoint = parts.get(`\0rrsp-contract-part:${FILE}?listNews`) ?? '';
    expect(endpoint).toContain('import { defineEndpoint } from "/repo/packages/contract/src/endpoint.ts";');
    expect(endpoint).not.toContain('zod');
  });

  it('keeps declarations that refer to each other in one module, in their order', () => {
    const code = `const withParam = (optional) => (path) => ({ path, optional });
const detail = withParam(false);
const optional = withParam(true);
export const PAGES = { a: detail('/a'), b: optional('/b') };
`;
    const { parts } = splitContractModule(code, FILE);
    // \`optional\` is also withParam's parameter: read without scopes, the two seem to use each other.
    const shared = parts.get(`\0rrsp-contract-part:${FILE}?withParam`) ?? '';
    expect(shared.indexOf('export const withParam')).toBeLessThan(shared.indexOf('export const optional'));
    expect(parts.get(`\0rrsp-contract-part:${FILE}?detail`)).toContain(
      `import { withParam } from "\\u0000rrsp-contract-part:${FILE}?withParam";`,
    );
  });
});
