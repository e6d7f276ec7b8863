import { defineConfig } from 'vitest/config';

/** One Vitest run for every package; each project keeps its own config beside its code. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
