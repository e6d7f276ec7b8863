import { handleReport, listReports, submitReport } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import type { ReportService } from './report-service.ts';

/** Reports (举报): filed by signed-in users on items on the shelf, worked through by operators. */
export const reportRoutes = async (app: FastifyInstance, deps: { reports: ReportService }) => {
  const { reports } = deps;

  registerEndpoint(app, submitReport, ({ principal, body }) => {
    const caller = signedInCaller(principal);
    return reports.submit({ userId: caller.user.id, memberships: caller.memberships }, body);
  });

  registerEndpoint(app, listReports, ({ principal, body }) =>
    reports.page(signedInCaller(principal).user.id, body),
  );

  registerEndpoint(app, handleReport, ({ principal, body }) =>
    reports.handle(signedInCaller(principal).user.id, body),
  );
};
