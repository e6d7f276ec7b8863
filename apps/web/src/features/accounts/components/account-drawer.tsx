import {
  ACCOUNT_EVENT_LABELS,
  ACCOUNT_STATUS_LABELS,
  type AccountDetail,
  OPERATOR_ROLE_NAME,
} from '@rrsp/contract';
import { Button, Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/content/data-table.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { type AccountAction, revealMobile } from '../api/account-actions.ts';
import { useAccount } from '../api/get-account-detail.ts';
import { AccountActionDialog } from './account-action-dialog.tsx';
import './accounts.css';

const END_REASONS: Record<string, string> = {
  'sign-out': '用户退出',
  replaced: '在别处登录',
  'password-changed': '密码修改',
  operator: '平台结束',
  frozen: '账号冻结',
};

const StatusTag = ({ status }: { status: AccountDetail['status'] }) => (
  <Tag className={`account-status account-status--${status}`}>{ACCOUNT_STATUS_LABELS[status]}</Tag>
);

/** The masked mobile, and 查看 for the whole number (the server records who looked). */
const MobileField = ({ account }: { account: AccountDetail }) => {
  const [whole, setWhole] = useState<string | null>();
  if (!account.mobile) return <>—</>;
  return (
    <Space>
      <span>{whole ?? account.mobile}</span>
      {whole ? null : (
        <Button
          type="link"
          size="small"
          onClick={async () => setWhole((await revealMobile(account.userId)).mobile)}
        >
          查看完整号码
        </Button>
      )}
    </Space>
  );
};

const AccountBody = ({ account }: { account: AccountDetail }) => {
  const [action, setAction] = useState<AccountAction>();
  const [open, setOpen] = useState(false);
  const start = (next: AccountAction) => {
    setAction(next);
    setOpen(true);
  };
  const operator = account.operatorRoles.length > 0;
  return (
    <div className="account-drawer">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="用户名">{account.username}</Descriptions.Item>
        <Descriptions.Item label="昵称">{account.nickName}</Descriptions.Item>
        <Descriptions.Item label="手机号">
          <MobileField account={account} />
        </Descriptions.Item>
        <Descriptions.Item label="邮箱">{account.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag status={account.status} />
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatDateTime(account.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="所在主体">
          {account.memberships.length === 0
            ? '尚未加入任何主体'
            : account.memberships.map((membership) => (
                <div key={membership.tenantId}>
                  {membership.tenantName}
                  {membership.isAdmin ? <Tag className="account-admin">管理员</Tag> : null}
                </div>
              ))}
        </Descriptions.Item>
        {operator ? (
          <Descriptions.Item label="运营角色">
            {account.operatorRoles.map((role) => OPERATOR_ROLE_NAME[role]).join('、')}
          </Descriptions.Item>
        ) : null}
      </Descriptions>

      {operator ? (
        <p className="account-drawer__note">运营人员的账号由超级管理员在「运营人员」中管理。</p>
      ) : (
        <Space className="account-drawer__actions" wrap>
          {account.status === 'frozen' ? (
            <Button type="primary" onClick={() => start('unfreeze')}>
              解冻账号
            </Button>
          ) : (
            <Button danger onClick={() => start('freeze')}>
              冻结账号
            </Button>
          )}
          <Button onClick={() => start('endSessions')}>结束全部登录</Button>
        </Space>
      )}

      <h3 className="account-drawer__heading">最近的登录</h3>
      <DataTable
        aria-label="最近的登录"
        size="small"
        rowKey="createdAt"
        rows={account.sessions}
        emptyText="还没有登录记录"
        columns={[
          { title: '登录时间', dataIndex: 'createdAt', render: formatDateTime },
          { title: '最近活动', dataIndex: 'lastSeenAt', render: formatDateTime },
          {
            title: '状态',
            key: 'state',
            render: (_, session) =>
              session.endedAt ? `已结束（${END_REASONS[session.endReason ?? ''] ?? '已结束'}）` : '进行中',
          },
          { title: 'IP', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        ]}
      />

      <h3 className="account-drawer__heading">安全事件</h3>
      {account.events.length === 0 ? (
        <p className="account-drawer__note">没有记录。</p>
      ) : (
        <ul className="account-events">
          {account.events.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              <span className="account-events__time">{formatDateTime(event.at)}</span>
              {ACCOUNT_EVENT_LABELS[event.kind]}
            </li>
          ))}
        </ul>
      )}
      {action ? (
        <AccountActionDialog
          key={action}
          account={account}
          action={action}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
};

/** One account in a drawer beside the list, opened from the address (`?open=`). */
export const AccountDrawer = ({ userId, onClose }: { userId: string | undefined; onClose: () => void }) => {
  const query = useAccount(userId);
  return (
    <Drawer open={Boolean(userId)} onClose={onClose} title="账号详情" size={560} destroyOnHidden>
      {userId ? (
        <QueryBlock
          query={query}
          skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
          emptyText="没有找到这个账号。"
          errorTitle="账号详情加载失败"
        >
          {(account) => <AccountBody account={account} />}
        </QueryBlock>
      ) : null}
    </Drawer>
  );
};
