import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_PAGE_SIZE, type QueuePage, type QueuePageChange } from './queue-page.ts';

/**
 * Test-only: what every operator queue's view in the address does (settlement, shelf audit, reports), held once for
 * each queue: the default view, every filter with the page read and written back, a hand-edited address falling
 * back, and page 1 again after a new filter or page size. Each queue's own test adds what only it does.
 */

/** A queue's address helpers, and addresses to try them on. */
export interface QueueAddress<F extends QueuePage, C> {
  parse: (params: URLSearchParams) => F;
  serialise: (filters: F) => URLSearchParams;
  update: (filters: F, change: C | QueuePageChange) => F;
  /** The view an empty address opens on, page aside. */
  defaults: Omit<F, keyof QueuePage>;
  /** An address setting every filter the queue has, and what it reads as, page aside. */
  everything: { address: string; filters: Omit<F, keyof QueuePage> };
  /** An address getting every filter wrong: it reads as the default view. */
  wrong: string;
  /** A change of one filter. */
  change: C;
}

export const describeQueueAddress = <F extends QueuePage, C>(name: string, queue: QueueAddress<F, C>) =>
  describe(name, () => {
    const parse = (address: string) => queue.parse(new URLSearchParams(address));

    it('opens on the default view at page 1 for an empty address, and writes that as nothing', () => {
      expect(parse('')).toEqual({ ...queue.defaults, page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
      expect(queue.serialise(parse('')).toString()).toBe('');
    });

    it('reads every filter, the page and a page size it offers, and reads back what it writes', () => {
      const filters = parse(`${queue.everything.address}&page=3&pageSize=50`);
      expect(filters).toEqual({ ...queue.everything.filters, page: 3, pageSize: 50 });
      expect(queue.parse(queue.serialise(filters))).toEqual(filters);
    });

    it('falls back to the default view for what a hand-edited address gets wrong', () => {
      expect(parse(`${queue.wrong}&page=-1&pageSize=33`)).toEqual(parse(''));
    });

    it('keeps the filters when the page turns, and starts again at page 1 on a new filter or page size', () => {
      const start = parse(`${queue.everything.address}&page=4`);
      expect(queue.update(start, { page: 5 })).toEqual({ ...start, page: 5 });
      expect(queue.update(start, { page: 4, pageSize: 50 })).toEqual({ ...start, page: 1, pageSize: 50 });
      expect(queue.update(start, queue.change)).toMatchObject({ page: 1 });
    });
  });
