import { Button, Card, List } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAcceptInvitation, useMyInvitations } from '../api/members.ts';
import { useSwitchTenant } from '../hooks/use-switch-tenant.ts';

/** Invitations to the user's own mobile: accept one and work in that tenant straight away. Hidden when none. */
export const InvitationsCard = () => {
  const { data } = useMyInvitations();
  const accept = useAcceptInvitation();
  const switchTenant = useSwitchTenant();
  const { message } = useFeedback();
  if (!data || data.length === 0) return null;
  return (
    <Card className="workbench-card workbench-card--invitations" title="主体邀请">
      <List
        dataSource={data}
        renderItem={(invitation) => (
          <List.Item
            actions={[
              <Button
                key="accept"
                type="primary"
                loading={accept.isPending && accept.variables === invitation.invitationId}
                onClick={() =>
                  accept.mutateAsync(invitation.invitationId).then((joined) => {
                    message.success(`已加入「${joined.tenantName}」`);
                    switchTenant(joined.tenantId);
                  })
                }
              >
                接受邀请
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`「${invitation.tenantName}」邀请您成为成员`}
              description={`${invitation.invitedBy} 邀请 · ${formatDate(invitation.expiresAt)} 前有效`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
};
