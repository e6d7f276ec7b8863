import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node by default: the request client is tested against a real node:http server. Browser-storage tests opt
    // into jsdom with a `// @vitest-environment jsdom` comment.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
