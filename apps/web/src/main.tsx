import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { routeProgress } from './app/route-progress.ts';
import { loadMatchedRoutes } from './app/router.tsx';
import { getPlatformConfigQueryOptions } from './features/platform/api/get-platform-config.ts';
import { holdClicksUntilAppStarts } from './lib/early-clicks.ts';
import { queryClient } from './lib/query-client.ts';
import { readSsrState } from './lib/ssr-state.ts';
import './styles/global.css';
import './styles/phone-targets.css';

const root = document.getElementById('root');
if (!root) throw new Error('页面缺少 #root 容器');

const ssrState = readSsrState();
if (ssrState) {
  // The server drew this page with the app's components (docs/decisions/032): take it over as it stands, with the
  // data it was drawn from, once the page's route modules are here. A click meanwhile is answered then (036).
  holdClicksUntilAppStarts(document);
  hydrate(queryClient, ssrState.queries);
  void loadMatchedRoutes(window.location.pathname).then(
    () => {
      // As a transition, React hydrates in slices it yields between (a default-priority hydration is one task:
      // 160–250 ms of blocking time on a list, decision 034 session 8); the page is already drawn, and clicks are
      // held until it is taken over.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App hydrationData={ssrState.router} />
          </StrictMode>,
        );
      });
    },
    // a route module that did not load: the router loads it again and shows its reload notice if it fails again
    () => renderApp(),
  );
} else {
  renderApp();
}

function renderApp() {
  // The first page's chunks are loading: show the bar until the router settles.
  routeProgress.start();
  // SPEC.md §7: the platform configuration is fetched once at start; its platformName becomes the title.
  void queryClient.prefetchQuery(getPlatformConfigQueryOptions());
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
