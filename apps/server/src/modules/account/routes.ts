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
import { signedInCaller } from '../../platform/identity/require.ts';
import type { AccountService } from './account-service.ts';

export const accountRoutes = async (app: FastifyInstance, { account }: { account: AccountService }) => {
  registerEndpoint(app, editUserInfo, ({ principal, body }) =>
    account.editProfile(signedInCaller(principal), body),
  );
  registerEndpoint(app, sendAccountMobileCode, ({ principal, body, request }) =>
    account.sendCode(signedInCaller(principal), body, callerOf(request)),
  );
  registerEndpoint(app, sendAccountEmailCode, ({ principal, request }) =>
    account.sendEmailCode(signedInCaller(principal), callerOf(request)),
  );
  registerEndpoint(app, verifyAccountEmail, ({ principal, body }) =>
    account.verifyEmail(signedInCaller(principal), body.code),
  );
  registerEndpoint(app, verifyAccountMobileCode, ({ principal, body }) =>
    account.verifyCurrentMobile(signedInCaller(principal), body.code),
  );
  registerEndpoint(app, checkCredential, ({ principal, body }) =>
    account.checkCredential(signedInCaller(principal), body.password),
  );
  registerEndpoint(app, confirmNewMobile, ({ principal, body }) =>
    account.confirmNewMobile(signedInCaller(principal), body),
  );
  registerEndpoint(app, updatePassword, ({ principal, body }) =>
    account.updatePassword(signedInCaller(principal), body),
  );
};
