import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every module reachable from the package root through relative imports. */
async function reachable(entry: string, seen = new Map<string, string>()): Promise<Map<string, string>> {
  if (seen.has(entry)) return seen;
  const text = await readFile(path.join(here, entry), 'utf8');
  seen.set(entry, text);
  for (const [, target] of text.matchAll(/from '\.\/([^']+)'/g)) await reachable(target as string, seen);
  return seen;
}

describe('the root export stays isomorphic', () => {
  it('reaches no Node built-in, no Buffer and no process from index.ts', async () => {
    const modules = await reachable('index.ts');
    expect([...modules.keys()]).not.toContain('server.ts');
    for (const [name, text] of modules) {
      expect(text, name).not.toMatch(/from 'node:|require\(|\bBuffer\.|\bprocess\./);
    }
  });
});
