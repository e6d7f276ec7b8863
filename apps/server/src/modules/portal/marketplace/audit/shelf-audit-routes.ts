import {
  approveShelfItem,
  getShelfReview,
  listShelfQueue,
  offShelfShelfItem,
  rejectShelfItem,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import type { Principal } from '../../../../platform/identity/principal.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import type { ShelfAuditQueue } from './audit-queue-queries.ts';
import type { ShelfReviewService } from './shelf-review-service.ts';

const operatorId = (principal: Principal): string => signedInCaller(principal).user.id;

/** The operator's audit of products and services: queue, review, approve, reject, take off the shelf. */
export const shelfAuditRoutes = async (
  app: FastifyInstance,
  deps: { queue: ShelfAuditQueue; reviews: ShelfReviewService },
) => {
  const { queue, reviews } = deps;

  registerEndpoint(app, listShelfQueue, ({ body }) => queue.page(body));

  registerEndpoint(app, getShelfReview, ({ principal, query }) =>
    reviews.review(query.id, operatorId(principal)),
  );

  registerEndpoint(app, approveShelfItem, ({ principal, body }) =>
    reviews.approve(operatorId(principal), body),
  );

  registerEndpoint(app, rejectShelfItem, ({ principal, body }) =>
    reviews.reject(operatorId(principal), body),
  );

  registerEndpoint(app, offShelfShelfItem, ({ principal, body }) =>
    reviews.offShelf(operatorId(principal), body),
  );
};
