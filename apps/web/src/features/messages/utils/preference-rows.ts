import {
  MESSAGE_KIND_SPECS,
  type MessageKind,
  type MessagePreference,
  type MessagePreferencesView,
  type SaveMessagePreferences,
} from '@rrsp/contract';

/** The channels a user chooses (站内信 always reaches them). */
export const OPTIONAL_CHANNELS = ['sms', 'email'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];

/** One cell of the settings table: no switch where the kind never uses the channel, else a switch and why it is fixed. */
export type ChannelCell =
  | { type: 'absent' }
  | { type: 'switch'; checked: boolean; disabled: false }
  | { type: 'switch'; checked: boolean; disabled: true; why: 'locked' | 'unreachable' };

export interface PreferenceRow {
  kind: MessageKind;
  label: string;
  locked: boolean;
  sms: ChannelCell;
  email: ChannelCell;
}

/** What a kind does when the user has not chosen: the stored choice, else the contract's default. */
const storedOf = (view: MessagePreferencesView, kind: MessageKind): MessagePreference =>
  view.preferences.find((preference) => preference.kind === kind) ?? {
    kind,
    ...MESSAGE_KIND_SPECS[kind].defaults,
  };

/**
 * A channel's cell. A security notice goes out whatever is chosen: on, and fixed. A channel the account cannot be
 * reached on (no mobile, no e-mail) sends nothing: shown off and fixed until one is bound; the choice stored for it is
 * kept (preferencesToSave), so binding one later brings it back.
 */
export const channelCellOf = (
  kind: MessageKind,
  channel: OptionalChannel,
  view: MessagePreferencesView,
): ChannelCell => {
  const spec = MESSAGE_KIND_SPECS[kind];
  if (!spec.offers[channel]) return { type: 'absent' };
  if (spec.locked) return { type: 'switch', checked: true, disabled: true, why: 'locked' };
  if (!view.reachable[channel]) return { type: 'switch', checked: false, disabled: true, why: 'unreachable' };
  return { type: 'switch', checked: storedOf(view, kind)[channel], disabled: false };
};

export const preferenceRowsOf = (
  kinds: readonly MessageKind[],
  view: MessagePreferencesView,
): PreferenceRow[] =>
  kinds.map((kind) => ({
    kind,
    label: MESSAGE_KIND_SPECS[kind].label,
    locked: MESSAGE_KIND_SPECS[kind].locked === true,
    sms: channelCellOf(kind, 'sms', view),
    email: channelCellOf(kind, 'email', view),
  }));

/** The form's values: each switch the user may turn, by kind. */
export type PreferenceFormValues = Partial<Record<MessageKind, Partial<Record<OptionalChannel, boolean>>>>;

export const formValuesOf = (rows: readonly PreferenceRow[]): PreferenceFormValues =>
  Object.fromEntries(
    rows.map((row) => [
      row.kind,
      Object.fromEntries(
        OPTIONAL_CHANNELS.flatMap((channel) => {
          const cell = row[channel];
          return cell.type === 'switch' && !cell.disabled ? [[channel, cell.checked]] : [];
        }),
      ),
    ]),
  );

/**
 * What 保存 sends for the rows shown: the switches as turned; a channel the kind never uses, off; a security notice,
 * on; a channel the account cannot be reached on, as it was stored.
 */
export const preferencesToSave = (
  rows: readonly PreferenceRow[],
  values: PreferenceFormValues,
  view: MessagePreferencesView,
): SaveMessagePreferences => ({
  preferences: rows.map((row) => {
    const chosen = (channel: OptionalChannel): boolean => {
      const cell = row[channel];
      if (cell.type === 'absent') return false;
      if (!cell.disabled) return values[row.kind]?.[channel] ?? cell.checked;
      return cell.why === 'locked' ? true : storedOf(view, row.kind)[channel];
    };
    return { kind: row.kind, sms: chosen('sms'), email: chosen('email') };
  }),
});
