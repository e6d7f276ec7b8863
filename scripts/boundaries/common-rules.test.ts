import { describe, expect, it } from 'vitest';
import { rulesBrokenIn } from './find-violations.ts';

describe('rules for the whole repository', () => {
  it('no-circular fails on two files that import each other, wherever they are', async () => {
    expect(
      await rulesBrokenIn({
        'bench/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'bench/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      }),
    ).toEqual(['no-circular']);
  });

  it('no-circular fails on a cycle through three files of different packages', async () => {
    expect(
      await rulesBrokenIn({
        'apps/web/src/app/layouts/header.tsx': "import { Nav } from './nav.tsx';\nexport const H = Nav;\n",
        'apps/web/src/app/layouts/nav.tsx': "import { D } from './drawer.tsx';\nexport const Nav = D;\n",
        'apps/web/src/app/layouts/drawer.tsx': "import { H } from './header.tsx';\nexport const D = H;\n",
      }),
    ).toEqual(['no-circular']);
  });

  it('contract-only-zod fails when the contract imports anything but zod and itself', async () => {
    expect(
      await rulesBrokenIn({
        'packages/contract/src/portal/news.ts':
          "import { db } from '../../../../apps/server/src/db.ts';\nexport const n = db;\n",
        'apps/server/src/db.ts': 'export const db = 1;\n',
      }),
    ).toEqual(['contract-only-zod']);
  });

  it('a tree that keeps every rule breaks none', async () => {
    expect(
      await rulesBrokenIn({
        'packages/contract/src/portal/news.ts':
          "import { page } from '../page.ts';\nexport const n = page;\n",
        'packages/contract/src/page.ts': 'export const page = 1;\n',
      }),
    ).toEqual([]);
  });
});
