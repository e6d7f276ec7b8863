import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'secure-payload', environment: 'node', include: ['src/**/*.test.ts'] },
});
