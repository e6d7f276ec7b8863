import type { TenantMember, TenantMembers } from '@rrsp/contract';
import { Button, Skeleton, Tag } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { LazyPopconfirm } from '../../../components/ui/lazy-popconfirm.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import {
  useRemoveMember,
  useTenantMembers,
  useTransferAdmin,
  useWithdrawInvitation,
} from '../api/members.ts';
import { MembersInvite } from './members-invite.tsx';

/** 成员管理, for the chosen tenant's admins: who is in, who is invited, invite by mobile, remove, hand over. */
export const MembersCard = ({ tenantId, selfUserId }: { tenantId: string; selfUserId: string }) => {
  const { data, isPending, isError, refetch } = useTenantMembers(tenantId);
  return (
    <Panel className="workbench-card" title="成员管理">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : isError ? (
        <p>
          成员暂时无法加载。
          <Button type="link" onClick={() => void refetch()}>
            重新加载
          </Button>
        </p>
      ) : (
        <>
          <ul className="members-list" aria-label="成员">
            {data.members.length === 0 ? <li className="members-list__empty">暂无成员</li> : null}
            {/* each row by its person, not its place: a row's open confirmation and pending change stay with its
                item when the list changes under it (another admin invites or removes someone meanwhile) */}
            {data.members.map((member) => (
              <MemberRow key={member.userId} member={member} self={member.userId === selfUserId} />
            ))}
          </ul>
          {data.invitations.length > 0 ? (
            <div className="members-invitations">
              <h3 className="members-invitations__title">待接受的邀请</h3>
              <ul className="members-list" aria-label="待接受的邀请">
                {data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.invitationId} invitation={invitation} />
                ))}
              </ul>
            </div>
          ) : null}
          <MembersInvite />
        </>
      )}
    </Panel>
  );
};

/**
 * A row of the members' lists, drawn as antd's small List draws one (global.css `.members-list`): what it is, and its
 * actions at the right. antd's List is not used: it brings Pagination, and with it Select and Spin (docs/decisions/034).
 */
const MembersListItem = ({ actions, children }: { actions: ReactElement[]; children: ReactNode }) => (
  <li className="members-list__item">
    {children}
    {actions.length > 0 ? (
      <ul className="members-list__actions">
        {actions.map((action) => (
          <li key={action.key}>{action}</li>
        ))}
      </ul>
    ) : null}
  </li>
);

/** A pending invitation, with 撤回 for a number typed wrong or a person who should not join after all. */
const InvitationRow = ({ invitation }: { invitation: TenantMembers['invitations'][number] }) => {
  const withdraw = useWithdrawInvitation();
  const { message } = useFeedback();
  return (
    <MembersListItem
      actions={[
        <LazyPopconfirm
          key="withdraw"
          title={`撤回发给 ${invitation.mobile} 的邀请？`}
          description="撤回后对方无法再接受，之后仍可重新邀请。"
          okText="撤回"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() =>
            withdraw.mutateAsync(invitation.invitationId).then(() => message.success('邀请已撤回'))
          }
        >
          <Button type="link" size="small" danger loading={withdraw.isPending}>
            撤回
          </Button>
        </LazyPopconfirm>,
      ]}
    >
      <div className="members-row">
        <span>{invitation.mobile}</span>
        <span className="members-invitations__time">
          邀请于 {formatDateTime(invitation.invitedAt)} · {formatDate(invitation.expiresAt)} 前有效
        </span>
      </div>
    </MembersListItem>
  );
};

const MemberRow = ({ member, self }: { member: TenantMember; self: boolean }) => {
  const remove = useRemoveMember();
  const transfer = useTransferAdmin();
  const { message } = useFeedback();
  const actions = self
    ? []
    : [
        ...(member.isAdmin
          ? []
          : [
              <LazyPopconfirm
                key="transfer"
                title={`将管理员身份移交给“${member.nickName}”？`}
                description="移交后您将成为普通成员，不能再管理成员。"
                okText="移交"
                cancelText="取消"
                onConfirm={() =>
                  transfer.mutateAsync(member.userId).then(() => message.success('管理员身份已移交'))
                }
              >
                <Button type="link" size="small" loading={transfer.isPending}>
                  移交管理员
                </Button>
              </LazyPopconfirm>,
            ]),
        <LazyPopconfirm
          key="remove"
          title={`将“${member.nickName}”移出本主体？`}
          okText="移出"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => remove.mutateAsync(member.userId).then(() => message.success('已移出'))}
        >
          <Button type="link" size="small" danger loading={remove.isPending}>
            移出
          </Button>
        </LazyPopconfirm>,
      ];
  return (
    <MembersListItem actions={actions}>
      <div className="members-row">
        <span className="members-row__name">{member.nickName}</span>
        {self ? <Tag>我</Tag> : null}
        {member.isAdmin ? <Tag color="gold">管理员</Tag> : null}
        <span className="members-row__mobile">{member.mobile ?? ''}</span>
      </div>
    </MembersListItem>
  );
};
