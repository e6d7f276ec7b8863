import { env, moduleBaseUrls } from '../config/env.ts';
import { createApiClient } from './api-client.ts';
import { appNotifier } from './notifier.ts';
import { storage } from './storage.ts';

/**
 * The app's request client. Sign-out reactions (navigation, cache reset) listen to the broadcast sign-out message,
 * so this tab and the others follow the same path.
 */
export const api = createApiClient({
  notifier: appNotifier,
  storage,
  baseUrls: moduleBaseUrls,
  appKey: env.appKey,
  endpointCode: env.endpointCode,
});
