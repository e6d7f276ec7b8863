import { type BodyOf, updatePassword } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Travels encrypted; on success every other session of the account has ended. */
export const changePassword = (body: BodyOf<typeof updatePassword>) =>
  api.request(updatePassword, { body, silent: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
