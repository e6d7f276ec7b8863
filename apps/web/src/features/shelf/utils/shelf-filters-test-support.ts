import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * Test-only: what every shelf's view in the address does (products, services; shelfFiltersOf), held once for each
 * kind's shelf with its own filters: every filter read and written back in a stable order, a hand-edited address
 * falling back to the default view, page 1 again after a new filter, and the shelf call the contract takes. Each
 * kind's own test adds what only its filters do.
 */

interface ShelfAddress<F extends { page: number }> {
  rules: {
    parse: (params: URLSearchParams) => F;
    serialise: (filters: F) => URLSearchParams;
    update: (filters: F, change: Partial<Omit<F, 'page'>> | { page: number }) => F;
    toQuery: (filters: F, pageSize: number) => object;
  };
  /** An address setting every filter, the order and a page, what it reads as, and how it is written back. */
  everything: { address: string; filters: F; written: string };
  /** An address getting every filter wrong: it reads as the default view. */
  wrong: string;
  /** A change of one filter. */
  change: Partial<Omit<F, 'page'>>;
  /** The shelf call for `everything` at 12 a page, and the contract's schema of it. */
  query: { expected: object; schema: z.ZodType };
}

export const describeShelfAddress = <F extends { page: number }>(name: string, shelf: ShelfAddress<F>) =>
  describe(name, () => {
    const { rules } = shelf;
    const parse = (address: string) => rules.parse(new URLSearchParams(address));

    it('reads every filter, the order and the page, and writes them back in a stable order', () => {
      const filters = parse(shelf.everything.address);
      expect(filters).toEqual(shelf.everything.filters);
      expect(rules.serialise(filters).toString()).toBe(shelf.everything.written);
      expect(rules.parse(rules.serialise(filters))).toEqual(filters);
    });

    it('falls back to the default view for what a hand-edited address gets wrong, and writes that as nothing', () => {
      expect(parse(shelf.wrong)).toEqual(parse(''));
      expect(rules.serialise(parse('')).toString()).toBe('');
    });

    it('keeps the filters when the page turns, and starts again at page 1 on a new filter', () => {
      const filters = shelf.everything.filters;
      expect(rules.update(filters, { page: 5 })).toEqual({ ...filters, page: 5 });
      expect(rules.update(filters, shelf.change)).toEqual({ ...filters, ...shelf.change, page: 1 });
    });

    it('asks the shelf call for what the contract takes', () => {
      const query = rules.toQuery(shelf.everything.filters, 12);
      expect(query).toEqual(shelf.query.expected);
      expect(shelf.query.schema.safeParse(query).success).toBe(true);
    });
  });
