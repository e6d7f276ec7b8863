import { type BodyOf, type CurrentUser, editUserInfo } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Nickname and e-mail; answers the updated user. Errors are shown in the form (`silent`). */
export const editProfile = (body: BodyOf<typeof editUserInfo>): Promise<CurrentUser> =>
  api.request(editUserInfo, { body, silent: true });

export const useEditProfile = () => useMutation({ mutationFn: editProfile });
