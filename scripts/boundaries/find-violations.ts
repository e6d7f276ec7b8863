import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IForbiddenRuleType } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const configuration = require('../../.dependency-cruiser.cjs') as IConfiguration;

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

/**
 * Test-only: the violations the repository's own boundary rules find in a small tree of files, given by their paths
 * in the repository. Each rule's test writes the smallest tree that breaks it, so a rule that stops matching (a
 * renamed folder, a mistyped pattern) fails its test instead of passing everything quietly.
 */
export const violationsIn = async (files: Record<string, string>): Promise<Violation[]> => {
  const root = await mkdtemp(path.join(tmpdir(), 'rrsp-boundaries-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const topFolders = [...new Set(Object.keys(files).map((file) => file.split('/')[0] as string))];
    const result = await cruise(topFolders, {
      validate: true,
      // the rules' paths are relative to the repository root, as they are when npm run boundaries runs
      baseDir: root,
      ruleSet: { forbidden: configuration.forbidden as IForbiddenRuleType[] },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
    });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
    return result.output.summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
    }));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
};

/** The rule names a tree breaks, once each, sorted: what a test compares. */
export const rulesBrokenIn = async (files: Record<string, string>): Promise<string[]> =>
  [...new Set((await violationsIn(files)).map((violation) => violation.rule))].sort();
