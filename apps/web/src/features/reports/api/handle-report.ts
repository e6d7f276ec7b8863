import { type BodyOf, handleReport as handleEndpoint } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { reportKeys } from './query-keys.ts';

/** The dialog shows a failure itself (`silent`): another operator may have settled the report first. */
export const handleReport = (body: BodyOf<typeof handleEndpoint>) =>
  api.request(handleEndpoint, { body, silent: true });

/**
 * 下架 or 不予处理: settles every open report of the item; after it, or after a refusal, the queue and its counts are
 * read again.
 */
export const useHandleReport = () => useRefreshingMutation(handleReport, reportKeys.all);
