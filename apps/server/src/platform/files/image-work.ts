import sharp from 'sharp';

/**
 * libvips threads per picture. Each sharp job also holds one thread of libuv's pool (4 by default) for its whole
 * run, and that pool is where file reads and crypto wait too: with sharp's default (one thread per core and any number
 * of jobs) a few pictures being drawn made every public picture wait seconds (issue 23).
 */
const THREADS_PER_IMAGE = 1;

/** Pictures worked on at once in one process; the rest wait their turn. Two leave half of libuv's pool free. */
export const IMAGE_JOBS_AT_ONCE = 2;

/**
 * Set once at start: one thread per picture, and no operation cache. Every picture is decoded once (at upload)
 * and never again, so a cache would only keep its pixels alive in memory after the answer has gone.
 */
export const configureImageWork = () => {
  sharp.concurrency(THREADS_PER_IMAGE);
  sharp.cache(false);
};

let running = 0;
const waiting: (() => void)[] = [];

/** Runs a piece of sharp work when one of the IMAGE_JOBS_AT_ONCE places is free; every sharp call goes through it. */
export const withImageSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running < IMAGE_JOBS_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // the place passes straight to the next in line, so `running` never counts a job that has not started
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
};

/** How many sharp jobs run now and wait: for tests and a look at a busy process. */
export const imageWorkLoad = () => ({ running, waiting: waiting.length });
