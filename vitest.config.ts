import { defineConfig } from 'vitest/config';

/** One Vitest run for every package; each project keeps its own config beside its code. */
export default defineConfig({
  test: {
    // two cores here: server files each clone a database, two workers keep both busy without starving PostgreSQL
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/secure-payload', 'apps/server', 'apps/web', 'scripts', 'bench'],
  },
});
