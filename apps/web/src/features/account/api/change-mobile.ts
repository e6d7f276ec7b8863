import {
  type BodyOf,
  checkCredential,
  confirmNewMobile,
  sendAccountMobileCode,
  verifyAccountMobileCode,
} from '@rrsp/contract';
import { api } from '../../../lib/api.ts';

/**
 * Changing the mobile takes a short-lived proof first (a code to the current mobile, or the password again),
 * then a code to the new mobile. Errors are shown in the dialog (`silent`); a 401 still ends the session.
 */
export const sendMobileCode = (body: BodyOf<typeof sendAccountMobileCode>) =>
  api.request(sendAccountMobileCode, { body, silent: true });

export const proveByCurrentMobile = (code: string) =>
  api.request(verifyAccountMobileCode, { body: { code }, silent: true });

/** Travels encrypted (the contract marks it). */
export const proveByPassword = (password: string) =>
  api.request(checkCredential, { body: { password }, silent: true });

export const confirmMobile = (body: BodyOf<typeof confirmNewMobile>) =>
  api.request(confirmNewMobile, { body, silent: true });
