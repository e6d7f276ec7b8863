/**
 * A page that creates or edits one item per visit (the publish page of a product or a service). A new item gets its
 * id on its first save; the page then puts the id in the address (so a reload edits it rather than starting
 * another), marking in the history state that this visit created it, so the form carries on instead of being built
 * again. A visit to the page without an id is a new item each time.
 */

export interface CreatedHere {
  /** The history entry the visit began on. */
  createdFrom: string;
  createdId: string;
}

export const isCreatedHere = (state: unknown): state is CreatedHere =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as CreatedHere).createdFrom === 'string' &&
  typeof (state as CreatedHere).createdId === 'string';

/** The key of the form for this address: the same for a new item before and after its first save. */
export const publishFormKeyOf = (
  id: string | undefined,
  location: { key: string; state: unknown },
): string => {
  if (id && isCreatedHere(location.state) && location.state.createdId === id) {
    return `new:${location.state.createdFrom}`;
  }
  return id ? `edit:${id}` : `new:${location.key}`;
};
