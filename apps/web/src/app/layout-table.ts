import type { PageLayout } from '@rrsp/contract';
import type { ComponentType } from 'react';
import { loadComponent, SCREENS } from './route-table.tsx';

/**
 * The layouts beside the route table: a layout shows its area's menu, which it reads from the route table, so the
 * table that loads the layouts lives apart from it and the two never import each other.
 */

/** The layout of each kind of page. */
export const LAYOUTS: Record<PageLayout, () => Promise<ComponentType>> = {
  main: loadComponent(
    () => import('./layouts/main-layout.tsx'),
    (m) => m.MainLayout,
  ),
  participants: loadComponent(
    () => import('./layouts/work-layout.tsx'),
    (m) => m.ParticipantsLayout,
  ),
  servant: loadComponent(
    () => import('./layouts/work-layout.tsx'),
    (m) => m.ServantLayout,
  ),
  admin: loadComponent(
    () => import('./layouts/work-layout.tsx'),
    (m) => m.AdminLayout,
  ),
  entry: loadComponent(
    () => import('./layouts/entry-layout.tsx'),
    (m) => m.EntryLayout,
  ),
};

/** DESIGN.md §6: what the main navigation leads to, fetched in the background after the first page settles. */
export const PREFETCHED = [
  LAYOUTS.main,
  LAYOUTS.participants,
  LAYOUTS.entry,
  SCREENS.home.load,
  SCREENS['news.list'].load,
  SCREENS['solutions.list'].load,
  SCREENS['cases.list'].load,
  SCREENS['participants.service'].load,
  SCREENS['entry.signIn'].load,
];

export const PREFETCH_DELAY_MS = 3_000;
