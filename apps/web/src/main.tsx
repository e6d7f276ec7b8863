import NProgress from 'nprogress';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { getPlatformConfigQueryOptions } from './features/platform/api/get-platform-config.ts';
import { queryClient } from './lib/query-client.ts';
import './styles/global.css';
import './styles/phone-targets.css';

// The first page's chunks are loading: show the bar until the router settles.
NProgress.start();
// SPEC.md §7: the platform configuration is fetched once at start; its platformName becomes the title.
void queryClient.prefetchQuery(getPlatformConfigQueryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('页面缺少 #root 容器');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
