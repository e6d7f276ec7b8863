import { defineConfig } from 'vitest/config';

/** The benchmarks' own pure helpers (the runs themselves are commands, not tests). */
export default defineConfig({
  test: { name: 'bench', environment: 'node', include: ['**/*.test.ts'], exclude: ['node_modules/**'] },
});
