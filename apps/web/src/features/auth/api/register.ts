import { type BodyOf, register, type TicketGrant } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { formCall } from './sign-in.ts';

/** Creates the account; the answer is a ticket, so the new user is signed in straight away. */
export const registerAccount = (body: BodyOf<typeof register>): Promise<TicketGrant> =>
  api.request(register, { body, ...formCall });

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
