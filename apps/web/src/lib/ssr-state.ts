import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the data block (`<script type="application/json">`) a server-rendered page carries for hydration. */
export const SSR_STATE_ID = 'rrsp-ssr-state';

/** What a server-rendered page hands the browser: the router's data and the query cache it was drawn with. */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The state of the page the browser opened, when the server rendered it; read once. */
export const readSsrState = (): SsrState | undefined => {
  const block = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return undefined;
  }
};
