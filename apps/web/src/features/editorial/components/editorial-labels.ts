import type { EditorialState } from '@rrsp/contract';

/** The colour of each state's tag: what waits for someone stands out, what is done is quiet. */
export const STATE_COLOR: Record<EditorialState, string> = {
  draft: 'default',
  pending: 'orange',
  scheduled: 'blue',
  published: 'green',
  withdrawn: 'red',
};

/** Who an operator is to this screen: what they may do follows from their roles, never from what they are shown. */
export interface EditorialViewer {
  userId: string;
  canWrite: boolean;
  canReview: boolean;
}
