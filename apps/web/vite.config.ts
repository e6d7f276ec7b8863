import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lightContract } from './build/light-contract.ts';
import { precompress } from './build/precompress.ts';

/** Every backend module the dev server forwards to the API process (DESIGN.md §2). */
const API_PREFIXES = ['/basics', '/sso', '/account', '/data-collect', '/docs', '/healthz'];
const API_TARGET = 'http://localhost:3000';

/** Library groups that get their own long-cached chunk; `/` must not pay for what it does not use. */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
];

/**
 * oxc's dropConsole removes `console.x(...)` but not the optional form `console.x?.(...)` that some libraries
 * (rc-field-form) use; turn those into a no-op so the production build carries no console output at all.
 */
const dropOptionalConsoleCalls = (): Plugin => ({
  name: 'rrsp:drop-optional-console-calls',
  apply: 'build',
  renderChunk: (code) => {
    const stripped = code.replace(/\bconsole\.(?:log|info|warn|error|debug|trace)\?\.\(/g, '(void 0)?.(');
    return stripped === code ? null : { code: stripped, map: null };
  },
});

/**
 * `vite build --ssr src/entry-server.tsx` builds the public pages' server renderer into dist-ssr (docs/decisions/032).
 * Everything but jsdom is bundled, built as for the browser (production React and antd, whatever NODE_ENV the server
 * runs with), so the markup it writes is the markup the browser's build hydrates: antd's class names differ between
 * its development and production builds.
 */
const SSR_OUTPUT = {
  outDir: 'dist-ssr',
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    dropOptionalConsoleCalls(),
    lightContract(fileURLToPath(new URL('./src', import.meta.url))),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  ssr: { noExternal: true, external: ['jsdom'] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  base: '/',
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }]),
      ),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      ...Object.fromEntries(
        API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }]),
      ),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: isSsrBuild ? SSR_OUTPUT.outDir : 'dist',
    copyPublicDir: !isSsrBuild,
    // One stylesheet, linked by index.html: a page drawn on the server must have its styles before the first paint,
    // not when its route's chunk arrives (docs/decisions/032). All of it is about 23 KiB brotli.
    cssCodeSplit: false,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        entryFileNames: isSsrBuild ? SSR_OUTPUT.entryFileNames : 'assets/[name]-[hash].js',
        chunkFileNames: isSsrBuild ? SSR_OUTPUT.chunkFileNames : 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // SPEC.md §1: console logging is disabled in production. Merged with Vite's own oxc minify options.
        minify: { compress: { dropConsole: true, dropDebugger: true } },
        ...(isSsrBuild ? {} : { codeSplitting: { groups: VENDOR_GROUPS } }),
      },
      treeshake: {
        // antd's helper packages declare no `sideEffects`, so a bundler keeps every module their barrels re-export:
        // one `FormProvider` import (antd's form context, which every input and popup imports) brought the whole form
        // engine and validator to `/`. They are plain ES modules that do nothing on import (docs/decisions/016).
        moduleSideEffects: [
          {
            test: /node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/,
            sideEffects: false,
          },
        ],
      },
    },
  },
}));
