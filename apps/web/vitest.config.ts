import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node by default: the request client is tested against a real node:http server. Browser-storage tests opt
    // into jsdom with a `// @vitest-environment jsdom` comment.
    environment: 'node',
    // loads what every test in jsdom needs (antd's browser stand-ins, the clean-up after each test), written once in
    // src/lib/jsdom-test-support.tsx; the tests in Node skip it
    setupFiles: ['src/lib/jsdom-test-setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
