import {
  endAccountSessions,
  freezeAccount,
  getAccountDetail,
  revealAccountMobile,
  searchAccounts,
  unfreezeAccount,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../platform/identity/require.ts';
import type { AccountService } from './account-service.ts';

/** 账号管理: find accounts, see them whole, freeze, unfreeze, end their sessions, open a masked mobile. */
export const accountRoutes = async (app: FastifyInstance, deps: { accounts: AccountService }) => {
  const { accounts } = deps;
  const managerOf = (principal: Parameters<typeof signedInCaller>[0]) => signedInCaller(principal).user.id;

  registerEndpoint(app, searchAccounts, ({ body }) => accounts.search(body));

  registerEndpoint(app, getAccountDetail, ({ query }) => accounts.detail(query.userId));

  registerEndpoint(app, revealAccountMobile, ({ principal, body }) =>
    accounts.revealMobile(managerOf(principal), body.userId),
  );

  registerEndpoint(app, freezeAccount, ({ principal, body }) =>
    accounts.freeze(managerOf(principal), body.userId, body.reason),
  );

  registerEndpoint(app, unfreezeAccount, ({ principal, body }) =>
    accounts.unfreeze(managerOf(principal), body.userId, body.reason),
  );

  registerEndpoint(app, endAccountSessions, ({ principal, body }) =>
    accounts.endSessions(managerOf(principal), body.userId, body.reason),
  );
};
