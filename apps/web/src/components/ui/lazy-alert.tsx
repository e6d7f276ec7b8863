import type { AlertProps } from 'antd';
import { Suspense } from 'react';
import { lazyPart } from './load-when-shown.tsx';

const loadAlert = () => import('./alert-chunk.ts');

const AntdAlert = lazyPart(async () => (await loadAlert()).Alert);

/**
 * Fetches the Alert's chunk ahead of its first showing (e.g. when the user first focuses a form's field), so an
 * alert a submit brings does not push the form down a moment after the answer. A failed fetch is left to the alert's
 * own load, which tries again.
 */
export const preloadAlert = () => {
  void loadAlert().catch(() => undefined);
};

/**
 * antd's Alert, loaded when one is first shown (or preloaded): the entry pages' forms show one only after a refused
 * submit or on a later step, and their first load should not carry it (docs/decisions/034). Until its chunk has
 * arrived nothing is drawn in its place.
 */
export const LazyAlert = (props: AlertProps) => (
  <Suspense fallback={null}>
    <AntdAlert {...props} />
  </Suspense>
);
