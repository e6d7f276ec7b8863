/**
 * Test-only: the web tests' setup file (vitest.config.ts). A test in jsdom gets the one jsdom set-up,
 * jsdom-test-support.tsx; the tests in Node skip it.
 */
// imported only in jsdom, so that the tests in Node do not load React, antd and the router for nothing
if (typeof document !== 'undefined') await import('./jsdom-test-support.tsx');

export {};
