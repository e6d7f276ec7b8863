import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';

/**
 * A component loaded on demand from its own chunk (120 s limit, SPEC.md §8), at module level:
 * `const Drawer = lazyPart(async () => (await import('./drawer.tsx')).Drawer)`. Rendering it starts the load.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await withChunkTimeout(load()) }));

/**
 * Holds a drawer or dialog made with lazyPart until it is first shown, so its code loads then and not with its page
 * (docs/decisions/034): the first screen never draws it, and its modal, form rules or picture viewer can weigh more
 * than the page. Until then nothing is rendered, as antd renders nothing for a closed dialog; once shown it stays
 * mounted, so closing still animates and a second opening is immediate. A chunk that fails to load reaches the page's
 * error screen, as a page chunk does.
 */
export const WhenShown = ({ shown, children }: { shown: boolean; children: ReactNode }) => {
  const [wanted, setWanted] = useState(shown);
  // set during render (React's pattern for state derived from props): the first showing loads the chunk
  if (shown && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
};
