import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const AntdResult = lazy(async () => ({ default: (await import('./result-chunk.ts')).Result }));

/**
 * antd's Result for error and not-found states, loaded when one is shown: Result carries its three full-page
 * pictures (404, 403, 500) whichever status is asked for, and no page should load them for a state it rarely
 * reaches (docs/decisions/016). The state appears a moment later than its page; nothing else changes.
 */
export const LazyResult = (props: ResultProps) => (
  <Suspense fallback={null}>
    <AntdResult {...props} />
  </Suspense>
);
