import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Every backend module the dev server forwards to the API process (DESIGN.md §2). */
const API_PREFIXES = ['/basics', '/sso', '/account', '/data-collect', '/docs', '/healthz'];
const API_TARGET = 'http://localhost:3000';

/** Library groups that get their own long-cached chunk; `/` must not pay for what it does not use. */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 40 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  {
    name: 'antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs|clsx|compute-scroll-into-view|throttle-debounce|scroll-into-view-if-needed)[\\/]/,
    priority: 20,
  },
];

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // SPEC.md §1: console logging is disabled in production. Merged with Vite's own oxc minify options.
        minify: { compress: { dropConsole: true, dropDebugger: true } },
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
