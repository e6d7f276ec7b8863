import { listWorkNotices, markWorkNoticesRead } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../platform/identity/require.ts';
import type { WorkNoticeRepository } from './work-notice-repository.ts';

/** The work area's notices (工作台动态): the newest 20 of the caller's, and marking them read. */
export const workNoticeRoutes = async (app: FastifyInstance, deps: { notices: WorkNoticeRepository }) => {
  const { notices } = deps;

  registerEndpoint(app, listWorkNotices, ({ principal }) =>
    notices.latestOf(signedInCaller(principal).user.id, 20),
  );

  // only the caller's own notices change: another person's id is passed over like an unknown one
  registerEndpoint(app, markWorkNoticesRead, async ({ principal, body }) => ({
    marked: await notices.markRead(signedInCaller(principal).user.id, body.noticeIds),
  }));
};
