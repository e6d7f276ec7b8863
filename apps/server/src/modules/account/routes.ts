import {
  checkCredential,
  confirmNewMobile,
  editUserInfo,
  sendAccountEmailCode,
  sendAccountMobileCode,
  updatePassword,
  verifyAccountEmail,
  verifyAccountMobileCode,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/caller.ts';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import type { Principal } from '../../platform/identity/principal.ts';
import type { AccountService } from './account-service.ts';

const signedIn = (principal: Principal) => {
  if (principal.kind !== 'user') throw unauthorized();
  return principal;
};

export const accountRoutes = async (app: FastifyInstance, { account }: { account: AccountService }) => {
  registerEndpoint(app, editUserInfo, ({ principal, body }) =>
    account.editProfile(signedIn(principal), body),
  );
  registerEndpoint(app, sendAccountMobileCode, ({ principal, body, request }) =>
    account.sendCode(signedIn(principal), body, callerOf(request)),
  );
  registerEndpoint(app, sendAccountEmailCode, ({ principal, request }) =>
    account.sendEmailCode(signedIn(principal), callerOf(request)),
  );
  registerEndpoint(app, verifyAccountEmail, ({ principal, body }) =>
    account.verifyEmail(signedIn(principal), body.code),
  );
  registerEndpoint(app, verifyAccountMobileCode, ({ principal, body }) =>
    account.verifyCurrentMobile(signedIn(principal), body.code),
  );
  registerEndpoint(app, checkCredential, ({ principal, body }) =>
    account.checkCredential(signedIn(principal), body.password),
  );
  registerEndpoint(app, confirmNewMobile, ({ principal, body }) =>
    account.confirmNewMobile(signedIn(principal), body),
  );
  registerEndpoint(app, updatePassword, ({ principal, body }) =>
    account.updatePassword(signedIn(principal), body),
  );
};
