import {
  createEditorialItem,
  createPreviewLink,
  deleteEditorialClass,
  getEditorialItem,
  getEditorialVersion,
  getPreview,
  listEditorialClasses,
  listEditorialItems,
  listEditorialVersions,
  publishEditorialItem,
  restoreEditorialVersion,
  returnEditorialItem,
  saveEditorialClass,
  saveEditorialItem,
  scheduleEditorialItem,
  submitEditorialItem,
  withdrawEditorialItem,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import type { ClassService } from './class-service.ts';
import type { EditorialService } from './editorial-service.ts';
import type { PreviewService } from './preview-service.ts';

/** 内容管理 for 内容编辑 and 内容审核, and the preview a link opens for anyone holding it. */
export const editorialRoutes = async (
  app: FastifyInstance,
  deps: { editorial: EditorialService; previews: PreviewService; classes: ClassService },
) => {
  const { editorial, previews, classes } = deps;
  const actor = (principal: Parameters<typeof signedInCaller>[0]) => signedInCaller(principal).user.id;

  registerEndpoint(app, listEditorialItems, ({ body }) => editorial.list(body));
  registerEndpoint(app, getEditorialItem, ({ principal, query }) =>
    editorial.item(query.id, actor(principal)),
  );
  registerEndpoint(app, listEditorialVersions, ({ query }) => editorial.versions(query.id));
  registerEndpoint(app, getEditorialVersion, ({ query }) => editorial.version(query.id, query.version));

  registerEndpoint(app, createEditorialItem, ({ principal, body }) =>
    editorial.create(actor(principal), body.fields),
  );
  registerEndpoint(app, saveEditorialItem, ({ principal, body }) =>
    editorial.save(actor(principal), body.id, body.baseVersion, body.fields),
  );
  registerEndpoint(app, restoreEditorialVersion, ({ principal, body }) =>
    editorial.restore(actor(principal), body.id, body.version, body.baseVersion),
  );
  registerEndpoint(app, submitEditorialItem, ({ principal, body }) =>
    editorial.submit(actor(principal), body.id, body.version),
  );
  registerEndpoint(app, publishEditorialItem, ({ principal, body }) =>
    editorial.publish(actor(principal), body.id, body.version),
  );
  registerEndpoint(app, scheduleEditorialItem, ({ principal, body }) =>
    editorial.schedule(actor(principal), body.id, body.version, new Date(body.at)),
  );
  registerEndpoint(app, returnEditorialItem, ({ principal, body }) =>
    editorial.returnToDraft(actor(principal), body.id, body.version, body.reason),
  );
  registerEndpoint(app, withdrawEditorialItem, ({ principal, body }) =>
    editorial.withdraw(actor(principal), body.id, body.reason),
  );

  registerEndpoint(app, listEditorialClasses, ({ query }) => classes.list(query.kind));
  registerEndpoint(app, saveEditorialClass, ({ principal, body }) => classes.save(actor(principal), body));
  registerEndpoint(app, deleteEditorialClass, ({ principal, body }) =>
    classes.remove(actor(principal), body.id),
  );

  registerEndpoint(app, createPreviewLink, ({ principal, body }) =>
    previews.create({
      itemId: body.id,
      version: body.version,
      validMinutes: body.validMinutes,
      actorId: actor(principal),
    }),
  );
  registerEndpoint(app, getPreview, ({ query, reply }) => {
    // a draft: kept by no cache, listed by no crawler
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    return previews.open(query.token);
  });
};
