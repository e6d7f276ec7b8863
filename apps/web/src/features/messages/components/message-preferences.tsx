import { MESSAGE_CHANNEL_LABELS, type MessageKind, type MessagePreferencesView } from '@rrsp/contract';
import { Alert, Button, Form, Skeleton, Switch, Tooltip } from 'antd';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/content/data-table.tsx';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useMessagePreferences } from '../api/get-message-preferences.ts';
import { useSaveMessagePreferences } from '../api/save-message-preferences.ts';
import { accountHrefOf, type MessageArea } from '../utils/message-area.ts';
import {
  type ChannelCell,
  formValuesOf,
  OPTIONAL_CHANNELS,
  type OptionalChannel,
  type PreferenceFormValues,
  type PreferenceRow,
  preferenceRowsOf,
  preferencesToSave,
} from '../utils/preference-rows.ts';
import './messages.css';

/** Why a channel cannot be reached, and what to do: said once above the table, and read with each fixed switch. */
const UNREACHABLE_TEXT: Record<OptionalChannel, { hint: string; lead: string }> = {
  sms: { hint: '账户未绑定手机号', lead: '短信提醒暂时无法送达' },
  email: { hint: '账户未绑定邮箱', lead: '邮件提醒暂时无法送达' },
};

export const LOCKED_TEXT = '安全提醒不可关闭';
export const INBOX_TEXT = '站内信始终送达';

interface CellIds {
  locked: (kind: MessageKind) => string;
  unreachable: (channel: OptionalChannel) => string;
}

/** A channel's cell: a switch the user turns, a fixed one (and why), or a dash where the kind never uses it. */
const ChannelSwitch = ({
  row,
  channel,
  ids,
}: {
  row: PreferenceRow;
  channel: OptionalChannel;
  ids: CellIds;
}) => {
  const cell: ChannelCell = row[channel];
  const label = `${row.label}：${MESSAGE_CHANNEL_LABELS[channel]}`;
  if (cell.type === 'absent') {
    return (
      <span className="message-pref__none" title="此类消息不通过该渠道发送">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{label}：不发送</span>
      </span>
    );
  }
  if (cell.disabled) {
    return (
      <Switch
        checked={cell.checked}
        disabled
        aria-label={label}
        aria-describedby={cell.why === 'locked' ? ids.locked(row.kind) : ids.unreachable(channel)}
      />
    );
  }
  return (
    <Form.Item name={[row.kind, channel]} valuePropName="checked" noStyle>
      <Switch aria-label={label} />
    </Form.Item>
  );
};

const columnsOf = (
  ids: CellIds,
  reachable: MessagePreferencesView['reachable'],
): DataTableColumn<PreferenceRow>[] => [
  {
    title: '消息类型',
    key: 'kind',
    render: (_, row) => (
      <span className="message-pref__kind">
        <span>{row.label}</span>
        {row.locked ? (
          <span id={ids.locked(row.kind)} className="message-pref__locked">
            {LOCKED_TEXT}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    title: MESSAGE_CHANNEL_LABELS.inbox,
    key: 'inbox',
    width: 80,
    align: 'center',
    render: (_, row) => (
      <Tooltip title={INBOX_TEXT}>
        {/* a disabled switch takes no pointer: the tooltip hangs on its wrapper */}
        <span className="message-pref__fixed">
          <Switch checked disabled aria-label={`${row.label}：站内信，始终送达`} />
        </span>
      </Tooltip>
    ),
  },
  ...OPTIONAL_CHANNELS.map(
    (channel): DataTableColumn<PreferenceRow> => ({
      title: (
        <span className="message-pref__channel">
          {MESSAGE_CHANNEL_LABELS[channel]}
          {reachable[channel] ? null : <span className="message-pref__channel-note">未绑定</span>}
        </span>
      ),
      key: channel,
      width: 80,
      align: 'center',
      render: (_, row) => <ChannelSwitch row={row} channel={channel} ids={ids} />,
    }),
  ),
];

const PreferencesForm = ({
  view,
  kinds,
  area,
}: {
  view: MessagePreferencesView;
  kinds: readonly MessageKind[];
  area: MessageArea;
}) => {
  const [form] = Form.useForm<PreferenceFormValues>();
  const { message } = useFeedback();
  const save = useSaveMessagePreferences();
  const rows = useMemo(() => preferenceRowsOf(kinds, view), [kinds, view]);
  const prefix = useId();
  const ids: CellIds = {
    locked: (kind) => `${prefix}-locked-${kind.replace(/\./g, '-')}`,
    unreachable: (channel) => `${prefix}-unreachable-${channel}`,
  };
  const submit = useFormSubmit(form, save, {
    fields: [],
    variables: (values: PreferenceFormValues) => preferencesToSave(rows, values, view),
    onSuccess: () => message.success('接收设置已保存'),
  });
  const editable = rows.some((row) =>
    OPTIONAL_CHANNELS.some((channel) => {
      const cell = row[channel];
      return cell.type === 'switch' && !cell.disabled;
    }),
  );
  const unreachable = OPTIONAL_CHANNELS.filter((channel) => !view.reachable[channel]);
  return (
    <Form<PreferenceFormValues>
      form={form}
      name="message-preferences"
      aria-label="消息接收设置"
      initialValues={formValuesOf(rows)}
      onFinish={submit.onFinish}
      className="message-prefs"
    >
      <p className="message-prefs__lead">
        每类消息都会出现在消息中心（站内信）；可另选是否同时通过短信或电子邮件提醒您。
      </p>
      {unreachable.length > 0 ? (
        <Alert
          className="message-prefs__alert"
          type="info"
          showIcon
          title={
            <ul className="message-prefs__unreachable">
              {unreachable.map((channel) => (
                <li key={channel} id={ids.unreachable(channel)}>
                  {UNREACHABLE_TEXT[channel].hint}，{UNREACHABLE_TEXT[channel].lead}。
                  <Link to={accountHrefOf(area)}>前往账户设置绑定</Link>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <DataTable<PreferenceRow>
        className="message-prefs__table"
        aria-label="各类消息的接收渠道"
        rowKey="kind"
        columns={columnsOf(ids, view.reachable)}
        rows={rows}
        minWidth="max-content"
      />
      <FormAlert message={submit.alert} waitSeconds={submit.waitSeconds} />
      <div className="message-prefs__actions">
        <Button type="primary" htmlType="submit" loading={submit.submitting} disabled={!editable}>
          保存设置
        </Button>
        {editable ? null : <span className="message-prefs__note">当前没有可更改的设置。</span>}
      </div>
    </Form>
  );
};

/**
 * 接收设置: for each kind the user receives, whether it also goes out by SMS and e-mail. 站内信 always reaches them;
 * a security notice cannot be turned off; a channel the account has no mobile or address for waits until one is bound.
 */
export const MessagePreferences = ({ area, kinds }: { area: MessageArea; kinds: readonly MessageKind[] }) => {
  const query = useMessagePreferences();
  return (
    <QueryBlock
      query={query}
      skeleton={<Skeleton active paragraph={{ rows: 8 }} title={false} />}
      emptyText=""
      errorTitle="接收设置加载失败"
    >
      {/* a save answers the settings as stored: the form starts again from them */}
      {(view) => <PreferencesForm key={JSON.stringify(view)} view={view} kinds={kinds} area={area} />}
    </QueryBlock>
  );
};
