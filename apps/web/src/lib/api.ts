import { env, moduleBaseUrls } from '../config/env.ts';
import { createApiClient } from './api-client.ts';
import { appNotifier } from './notifier.ts';
import { createSecurePayloadCodec } from './payload-codec.ts';
import { serverFetch } from './server-fetch.ts';
import { forgetRefusedTenant } from './session.ts';
import { followSessionEndsElsewhere } from './session-end.ts';
import { storage } from './storage.ts';

/**
 * The app's request client. Sign-out reactions (navigation, cache reset) listen to the broadcast sign-out message,
 * so this tab and the others follow the same path; a stored tenant the server refuses is forgotten through the
 * session, whose listeners pick another. Endpoints marked `encrypted` in the contract go through the
 * payload codec, which fetches the SSO module's public key on first use.
 */
export const api = createApiClient({
  notifier: appNotifier,
  storage,
  baseUrls: moduleBaseUrls,
  appKey: env.appKey,
  endpointCode: env.endpointCode,
  onTenantRefused: forgetRefusedTenant,
  // Rendered on the server (entry-server.tsx), the calls go to the server's own routes, not over the network.
  ...(import.meta.env.SSR ? { fetch: serverFetch } : {}),
  // The production build carries no answer schemas (build/light-contract.ts); development still checks every answer.
  validateAnswers: import.meta.env.DEV,
  payloadCodec: createSecurePayloadCodec({
    // Only encrypted calls (sign-in, sign-up, account changes) need the key: its module, which holds the sign-in
    // schemas, loads with them rather than with every page (docs/decisions/016).
    loadPublicKey: async () => {
      const { getPublicKey } = await import('@rrsp/contract/sso/sign-in');
      return api.request(getPublicKey, { showLoading: false, silent: true });
    },
  }),
});

// The tab that met the server's answer warned its own user; the others (sharing the storage, hence the session)
// learn why from its broadcast. Lives as long as the page.
if (!import.meta.env.SSR) followSessionEndsElsewhere((text) => appNotifier.warning(text));
