/**
 * A page the server drew shows its buttons and tabs before the app has taken it over (docs/decisions/036): the route
 * modules are still loading, or React is still hydrating. React answers nothing it has not hydrated, so a click in
 * that time would be lost. The clicks are held from the moment the entry runs and given again, in order, to the
 * elements they were meant for once the app marks the document started (hydration keeps the server's nodes, so the
 * elements are the same). Links are left to the browser: it follows them, and the server draws where they lead.
 */

/** More than this many clicks before the app starts is someone hammering a dead page; the first ones are kept. */
const HELD_AT_MOST = 8;

/** root-shell.tsx sets it once the app has drawn or hydrated the page. */
const appHasStarted = (document: Document) => document.documentElement.dataset.appStarted === 'true';

export const holdClicksUntilAppStarts = (document: Document): void => {
  if (appHasStarted(document)) return;
  const held: { target: Element; click: MouseEvent }[] = [];

  const hold = (click: MouseEvent) => {
    const { target } = click;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    // before React's own listener on the root: the page neither answers it half nor submits a form natively
    click.preventDefault();
    click.stopPropagation();
    if (held.length < HELD_AT_MOST) held.push({ target, click });
  };

  const giveBack = () => {
    if (!appHasStarted(document)) return;
    started.disconnect();
    document.removeEventListener('click', hold, true);
    for (const { target, click } of held) {
      // an element the app drew anew (a page it could not hydrate) is not where the reader clicked
      // the original event is the init dictionary: the same buttons, modifier keys and coordinates
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', click));
    }
  };

  const started = new MutationObserver(giveBack);
  started.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-started'] });
  document.addEventListener('click', hold, true);
};
