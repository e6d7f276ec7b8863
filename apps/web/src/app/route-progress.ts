import type { NProgress } from 'nprogress';

/**
 * The green bar at the top while a route's chunk (or a guard) is loading (SPEC.md). nprogress loads the first time the
 * bar is wanted, not with every page's first load: a page drawn by the server shows none until the reader navigates
 * (docs/decisions/034).
 */
let bar: Promise<NProgress> | undefined;
/** Whether the bar should be showing now; a `done` that comes before the library has arrived cancels the `start`. */
let wanted = false;

const loadBar = (): Promise<NProgress> => {
  bar ??= import('nprogress').then(({ default: nprogress }) =>
    // nprogress's own template gives the bar role="bar", which is no ARIA role: the bar only decorates (the request
    // indicator announces loading), so it is hidden from assistive tech
    nprogress.configure({
      showSpinner: false,
      trickleSpeed: 200,
      minimum: 0.15,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // nprogress finds its bar by the role it no longer has
      barSelector: '.bar',
    }),
  );
  return bar;
};

export const routeProgress = {
  start(): void {
    wanted = true;
    loadBar().then(
      (nprogress) => {
        if (wanted) nprogress.start();
      },
      // the bar only decorates: without its chunk the page loads as it would with it
      () => undefined,
    );
  },
  done(): void {
    wanted = false;
    // never started: nothing to load
    void bar?.then((nprogress) => nprogress.done()).catch(() => undefined);
  },
};
