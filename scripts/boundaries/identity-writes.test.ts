import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The identity core owns its tables (users, tenants, memberships, sessions): the modules read them in joins, but every
 * write goes through platform/identity's functions, so the rules on them (a tenant keeps an admin, a session ends
 * everywhere at once) hold at one place. An import rule cannot tell a read from a write, so this reads the source.
 */
const IDENTITY_TABLES = ['users', 'tenants', 'tenantMembers', 'sessions'];
const WRITE = new RegExp(`\\.(insert|update|delete)\\(\\s*(${IDENTITY_TABLES.join('|')})\\s*\\)`, 'g');

const writesIn = (source: string): string[] => [...source.matchAll(WRITE)].map((match) => match[0]);

const MODULES = path.resolve(import.meta.dirname, '../../apps/server/src/modules');

const sourceFiles = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
};

describe('writes to the identity core', () => {
  it('are seen in a module that updates a tenant or inserts a member itself', () => {
    expect(
      writesIn(
        'await tx.update(tenants).set({ status: "approved" });\nawait tx\n  .insert( tenantMembers )\n  .values(row);',
      ),
    ).toEqual(['.update(tenants)', '.insert( tenantMembers )']);
    expect(writesIn('await db.select().from(tenants).innerJoin(users, on);')).toEqual([]);
  });

  it('are made by no module: each goes through platform/identity', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(MODULES)) {
      for (const write of writesIn(await readFile(file, 'utf8'))) {
        found.push(`${path.relative(MODULES, file)}: ${write}`);
      }
    }
    expect(found).toEqual([]);
  });
});
