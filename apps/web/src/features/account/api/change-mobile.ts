import {
  type BodyOf,
  checkCredential,
  confirmNewMobile,
  sendAccountMobileCode,
  verifyAccountMobileCode,
} from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * Changing the mobile takes a short-lived proof first (a code to the current mobile, or the password again),
 * then a code to the new mobile. Errors are shown in the dialog (`silent`); a 401 still ends the session.
 */
export const sendMobileCode = (body: BodyOf<typeof sendAccountMobileCode>) =>
  api.request(sendAccountMobileCode, { body, silent: true });

export const useSendMobileCode = () => useMutation({ mutationFn: sendMobileCode });

/** The short-lived proof: a code sent to the current mobile, or the password again (which travels encrypted). */
export type IdentityCheck = { method: 'mobile'; code: string } | { method: 'password'; password: string };

export const proveIdentity = (check: IdentityCheck) =>
  check.method === 'mobile'
    ? api.request(verifyAccountMobileCode, { body: { code: check.code }, silent: true })
    : api.request(checkCredential, { body: { password: check.password }, silent: true });

export const useProveIdentity = () => useMutation({ mutationFn: proveIdentity });

export const confirmMobile = (body: BodyOf<typeof confirmNewMobile>) =>
  api.request(confirmNewMobile, { body, silent: true });

export const useConfirmMobile = () => useMutation({ mutationFn: confirmMobile });
