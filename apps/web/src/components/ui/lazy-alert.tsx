import type { AlertProps } from 'antd';
import { Suspense } from 'react';
import { lazyPart } from './load-when-shown.tsx';
import './lazy-alert.css';

const loadAlert = () => import('./alert-chunk.ts');

/**
 * What is shown when the Alert's chunk cannot be had (the network is down: often the very error being shown). The
 * message must still reach the reader, and the form with what they typed must stay: a plain box with the same text
 * and role, never the page's error screen.
 */
const PlainAlert = ({ title, description, action, type = 'info', className }: AlertProps) => (
  <div role="alert" className={['plain-alert', `plain-alert--${type}`, className].filter(Boolean).join(' ')}>
    <div className="plain-alert__text">
      {title ? <div className="plain-alert__title">{title}</div> : null}
      {description ? <div>{description}</div> : null}
    </div>
    {action}
  </div>
);

const AntdAlert = lazyPart(async () => {
  try {
    return (await loadAlert()).Alert;
  } catch {
    return PlainAlert;
  }
});

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
 * arrived nothing is drawn in its place; if it cannot arrive, a plain box says the same.
 */
export const LazyAlert = (props: AlertProps) => (
  <Suspense fallback={null}>
    <AntdAlert {...props} />
  </Suspense>
);
