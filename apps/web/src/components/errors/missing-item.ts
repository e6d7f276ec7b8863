import { type MissingItemNoun, missingItemTitle } from '@rrsp/contract';
import { isItemId, isNotFoundError } from '../../lib/api-error.ts';

/**
 * The window's title of a detail page: the item's name once read, the missing-item sentence when the link names
 * nothing (a malformed id, or the server's 404), else the page's own title while it loads or after another failure.
 */
export const detailTitleOf = ({
  name,
  id,
  error,
  noun,
  pageTitle,
}: {
  name: string | undefined;
  id: string | null;
  error: unknown;
  noun: MissingItemNoun;
  pageTitle: string;
}): string => name ?? (!isItemId(id) || isNotFoundError(error) ? missingItemTitle(noun) : pageTitle);
