import type { EditorialClass } from '@rrsp/contract';
import type { AuditTrail } from '../../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../../platform/database/client.ts';
import { conflict, notFound } from '../../../../platform/http/errors.ts';
import type { EditorialRepository } from './editorial-repository.ts';

type ClassKind = EditorialClass['kind'];

/**
 * 分类管理: the tabs of the solution and case lists. Saves of one kind are taken one at a time (a name is free or it
 * is not); a class is removed only while nothing, in any version, files under it; each change is on the audit trail
 * on its own transaction. The portal's lists follow at once (content_classes notifies every instance).
 */
export const createClassService = (deps: { db: Database; items: EditorialRepository; audit: AuditTrail }) => {
  const { db, items, audit } = deps;

  const classOf = async (kind: ClassKind, id: string) => {
    const found = (await items.classes(kind)).find((row) => row.id === id);
    if (!found) throw notFound('该分类不存在或已被删除');
    return found;
  };

  return {
    list: (kind: ClassKind): Promise<EditorialClass[]> => items.classes(kind),

    async save(
      actorId: string,
      input: { id?: string | undefined; kind: ClassKind; name: string; sort: number },
    ): Promise<EditorialClass> {
      const id = await db.transaction(async (tx) => {
        await items.lockClassesOf(tx, input.kind);
        const before = input.id ? await items.lockClass(tx, input.id, 'update') : null;
        if (input.id && (!before || before.kind !== input.kind)) throw notFound('该分类不存在或已被删除');
        const named = await items.classNamed(tx, input.kind, input.name);
        if (named && named.id !== input.id) throw conflict(`已有名为「${input.name}」的分类`);
        const saved = await items.putClass(tx, input);
        await audit.record(tx, {
          operatorId: actorId,
          action: 'contentClass.save',
          object: { type: 'contentClass', id: saved, label: input.name },
          before: before ? { name: before.name, sort: before.sort } : null,
          after: { kind: input.kind, name: input.name, sort: input.sort },
        });
        return saved;
      });
      return classOf(input.kind, id);
    },

    async remove(actorId: string, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const row = await items.lockClass(tx, id, 'update');
        if (!row) throw notFound('该分类不存在或已被删除');
        if (await items.classInUse(tx, id)) {
          throw conflict(`分类「${row.name}」下还有内容（含草稿和历史版本），请先把这些内容改到其他分类`);
        }
        await items.removeClass(tx, id);
        await audit.record(tx, {
          operatorId: actorId,
          action: 'contentClass.delete',
          object: { type: 'contentClass', id, label: row.name },
          before: { kind: row.kind, name: row.name, sort: row.sort },
          after: null,
        });
        return { id };
      });
    },
  };
};

export type ClassService = ReturnType<typeof createClassService>;
