import { MESSAGE_KIND_SPECS, type MessageKind } from '@rrsp/contract';
import type { Database, Executor } from '../database/client.ts';
import type { UserRepository } from '../identity/users.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { fixedLabel, type PlatformText, platformSetting, platformText } from '../notifier/platform-text.ts';
import { createMessageStore, type MessageStore, type NewMessage } from './message-store.ts';
import { createPreferenceStore, type PreferenceStore } from './preferences.ts';

/**
 * A message as a domain sends it. Its title and body may quote what users typed: they are shown in the platform, as
 * text. What leaves the platform is PlatformText only (issue 23): the SMS text is built by the sender from platform
 * wording — names of settled tenants, masked numbers — and the e-mail names the message's kind, never its title.
 */
const MESSAGE_KIND_LABELS = Object.fromEntries(
  Object.entries(MESSAGE_KIND_SPECS).map(([kind, spec]) => [kind, spec.label]),
) as Record<MessageKind, string>;

export interface OutgoingMessage extends NewMessage {
  sms?: {
    /** The text, given the platform's name that signs it. */
    text: (sign: PlatformText) => PlatformText;
    purpose: string;
    /** Another number than the account's (an item's contact mobile); the recipient's preferences still decide. */
    mobile?: string | null;
  };
}

export interface Messenger {
  store: MessageStore;
  preferences: PreferenceStore;
  /**
   * Stores each message (the 站内信, always), then sends the SMS and e-mail its recipient wants, on the caller's
   * transaction when given. A retried sender stores once and sends once (the dedupe key).
   */
  send: (list: OutgoingMessage[], options?: { executor?: Executor }) => Promise<void>;
}

export const createMessenger = (deps: {
  db: Database;
  notifier: Notifier;
  users: UserRepository;
  platformName: (executor: Executor) => Promise<string>;
}): Messenger => {
  const store = createMessageStore(deps.db);
  const preferences = createPreferenceStore(deps.db);

  const sendOn = async (executor: Executor, list: OutgoingMessage[]): Promise<void> => {
    await store.append(
      list.map(({ sms: _sms, ...message }) => message),
      executor,
    );
    let sign: PlatformText | undefined;
    const signature = async () => {
      sign ??= platformSetting(await deps.platformName(executor));
      return sign;
    };
    for (const message of list) {
      const spec = MESSAGE_KIND_SPECS[message.kind];
      if (!message.sms && !spec.offers.email) continue;
      const chosen = (await preferences.of(message.userId, executor)).get(message.kind);
      const user = await deps.users.byId(message.userId, executor);
      if (!chosen || !user) continue;
      const mobile = message.sms?.mobile ?? user.mobile;
      if (message.sms && chosen.sms && mobile) {
        await deps.notifier.sendSms(
          { mobile, text: message.sms.text(await signature()), purpose: message.sms.purpose },
          { executor, dedupeKey: `${message.dedupeKey}:sms` },
        );
      }
      if (chosen.email && user.email && user.emailVerifiedAt) {
        const sign = await signature();
        const kind = fixedLabel(MESSAGE_KIND_LABELS, message.kind);
        await deps.notifier.sendEmail(
          {
            to: user.email,
            subject: platformText`【${sign}】${kind}`,
            text: platformText`您好，${sign}有一条新消息：${kind}。请登录平台，在工作台的“消息中心”查看详情。\n\n此邮件由系统发出，请勿直接回复。您可以在消息中心的“接收设置”中关闭此类邮件。`,
            purpose: `message:${message.kind}`,
          },
          { executor, dedupeKey: `${message.dedupeKey}:email` },
        );
      }
    }
  };

  return {
    store,
    preferences,
    send: (list, options = {}) =>
      list.length === 0
        ? Promise.resolve()
        : options.executor
          ? sendOn(options.executor, list)
          : deps.db.transaction((tx) => sendOn(tx, list)),
  };
};
