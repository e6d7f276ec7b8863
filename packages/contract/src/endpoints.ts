import type { Endpoint } from './endpoint.ts';
import { getPlatformConfig } from './portal/platform.ts';
import { getCurrentUser, getUserInfoByUserId, identityEcho, signOut } from './portal/user.ts';

/** Every endpoint of the system. The server mounts these, the fuzzing and access-matrix tests walk them. */
export const endpoints: readonly Endpoint[] = [
  getPlatformConfig,
  getCurrentUser,
  signOut,
  identityEcho,
  getUserInfoByUserId,
];
