/**
 * What a link from an operator's queue (settlement, shelf) to a review carries in the history state: the queue's own
 * query, so 返回 and the way on after a decision lead back to the same filters and page.
 */
export interface QueueReturn {
  queueSearch: string;
}

const isQueueReturn = (value: unknown): value is QueueReturn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueueReturn).queueSearch === 'string' &&
  ((value as QueueReturn).queueSearch === '' || (value as QueueReturn).queueSearch.startsWith('?'));

/** The queue's address to go back to: with the filters the operator came from, else the plain queue. */
export const queueHrefFrom = (queuePath: string, state: unknown): string =>
  isQueueReturn(state) ? `${queuePath}${state.queueSearch}` : queuePath;
