import {
  MESSAGE_KIND_SPECS,
  MESSAGE_KINDS,
  type MessageKind,
  type MessagePreference,
  type SaveMessagePreferences,
} from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database/client.ts';
import { businessRule } from '../http/errors.ts';
import { messagePreferences } from './tables.ts';

/** What a kind does on each channel for this user: their choice, else the default; a locked kind always sends. */
const effective = (
  kind: MessageKind,
  chosen: { sms: boolean; email: boolean } | undefined,
): MessagePreference => {
  const spec = MESSAGE_KIND_SPECS[kind];
  const wanted = chosen ?? spec.defaults;
  return {
    kind,
    sms: spec.offers.sms && (spec.locked === true || wanted.sms),
    email: spec.offers.email && wanted.email,
  };
};

/** Each user's choice of channels per kind of message (站内信 always; SMS and e-mail where the user wants them). */
export const createPreferenceStore = (db: Database) => ({
  async of(userId: string, executor: Executor = db): Promise<Map<MessageKind, MessagePreference>> {
    const rows = await executor
      .select()
      .from(messagePreferences)
      .where(eq(messagePreferences.userId, userId));
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return new Map(MESSAGE_KINDS.map((kind) => [kind, effective(kind, chosen.get(kind))]));
  },

  /** Saves the kinds named; a security notice cannot be turned off and a channel a kind does not use cannot be on. */
  async save(userId: string, body: SaveMessagePreferences): Promise<void> {
    for (const wanted of body.preferences) {
      const spec = MESSAGE_KIND_SPECS[wanted.kind];
      if (spec.locked && !wanted.sms && spec.offers.sms) {
        throw businessRule(`「${spec.label}」关系账号安全，短信提醒不能关闭`);
      }
      if (wanted.sms && !spec.offers.sms) throw businessRule(`「${spec.label}」不通过短信发送`);
      if (wanted.email && !spec.offers.email) throw businessRule(`「${spec.label}」不通过电子邮件发送`);
    }
    const unique = new Map(body.preferences.map((wanted) => [wanted.kind, wanted]));
    await db
      .insert(messagePreferences)
      .values(
        [...unique.values()].map((wanted) => ({
          userId,
          kind: wanted.kind,
          sms: wanted.sms,
          email: wanted.email,
        })),
      )
      .onConflictDoUpdate({
        target: [messagePreferences.userId, messagePreferences.kind],
        set: { sms: sql`excluded.sms`, email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  },
});

export type PreferenceStore = ReturnType<typeof createPreferenceStore>;
