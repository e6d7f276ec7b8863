import {
  getControlCenterMap,
  getCountData,
  getSaleRanking,
  ingestBatch,
  listDelivering,
} from './datacollect/dashboard.ts';
import type { Endpoint } from './endpoint.ts';
import { getHomePageNews, getNewsInfo, listNews } from './portal/news.ts';
import { getPlatformConfig } from './portal/platform.ts';
import { caseEndpoints, solutionEndpoints } from './portal/solutions.ts';
import { getCurrentUser, getUserInfoByUserId, identityEcho, signOut } from './portal/user.ts';

/** Every endpoint of the system. The server mounts these, the fuzzing and access-matrix tests walk them. */
export const endpoints: readonly Endpoint[] = [
  getPlatformConfig,
  getCurrentUser,
  signOut,
  identityEcho,
  getUserInfoByUserId,
  getHomePageNews,
  listNews,
  getNewsInfo,
  ...Object.values(solutionEndpoints),
  ...Object.values(caseEndpoints),
  getCountData,
  getSaleRanking,
  listDelivering,
  getControlCenterMap,
  ingestBatch,
];
