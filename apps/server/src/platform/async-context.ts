import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The process's async context stores, switched on only while work that reads them runs (decision 033, fifth pass).
 *
 * On Node 20 an enabled AsyncLocalStorage installs an async-hooks `init` hook, and promise hooks, for the whole
 * process: every async resource anything makes (a `process.nextTick`, a socket write, a promise) then calls into
 * JavaScript to copy the stores onto it. The prepared answers' fast path reads no store, yet each of its hits paid
 * for those hooks (some ten nextTicks and writes per request). A store here is switched on by its first `run` as
 * before, and all of them are switched off (`disable()`, which also removes the hook) once the last piece of work
 * holding them has ended: the hooks run while a Fastify request, a job or a transaction is in flight, and not for
 * the hits between them.
 *
 * What it costs: work a holder leaves running after it has ended (a fire-and-forget send after the response) reads
 * no store once nothing holds them; it reads the right one again only for resources made before. Such work never
 * sees another request's store: a resource made while the stores are off carries none.
 */
const stores: AsyncLocalStorage<unknown>[] = [];
let holders = 0;

/** An AsyncLocalStorage that is switched off with the others when nothing holds the context. */
export const contextStore = <T>(): AsyncLocalStorage<T> => {
  const store = new AsyncLocalStorage<T>();
  stores.push(store as AsyncLocalStorage<unknown>);
  return store;
};

/** Marks work that sets or reads a context store as running; the returned function, called once, ends it. */
export const holdContext = (): (() => void) => {
  holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) for (const store of stores) store.disable();
  };
};

/** Runs `work` with the context held until its promise settles. */
export const withContextHeld = async <T>(work: () => Promise<T>): Promise<T> => {
  const release = holdContext();
  try {
    return await work();
  } finally {
    release();
  }
};

/** How many pieces of work hold the context now (tests: every hold is released). */
export const contextHolders = (): number => holders;
