import {
  approveAppeal,
  getAppealReview,
  listAppealQueue,
  rejectAppeal,
  revealAppealMobile,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import type { Principal } from '../../platform/identity/principal.ts';
import { signedInCaller } from '../../platform/identity/require.ts';
import type { AppealReviewService, Reviewer } from './appeal-review-service.ts';

/** 申诉审核: the queue, one appeal beside its account, the contact mobile opened, approve, reject. */
export const appealReviewRoutes = async (app: FastifyInstance, deps: { review: AppealReviewService }) => {
  const { review } = deps;
  const reviewerOf = (principal: Principal): Reviewer => {
    const { user } = signedInCaller(principal);
    return { id: user.id, username: user.username };
  };

  registerEndpoint(app, listAppealQueue, ({ body }) => review.queue(body));

  registerEndpoint(app, getAppealReview, ({ principal, query }) =>
    review.detail(query.appealId, reviewerOf(principal)),
  );

  registerEndpoint(app, revealAppealMobile, ({ principal, body }) =>
    review.revealMobile(body.appealId, reviewerOf(principal)),
  );

  registerEndpoint(app, approveAppeal, ({ principal, body }) =>
    review.approve(body.appealId, reviewerOf(principal)),
  );

  registerEndpoint(app, rejectAppeal, ({ principal, body }) =>
    review.reject(body.appealId, reviewerOf(principal), body.reason),
  );
};
