import {
  acceptTenantInvitation,
  type BodyOf,
  inviteTenantMember,
  listMyInvitations,
  listTenantMembers,
  removeTenantMember,
  transferTenantAdmin,
  withdrawTenantInvitation,
} from '@rrsp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from './query-keys.ts';

/**
 * Members of the chosen tenant and invitations (issue 9). Under the session's keys, so a sign-out drops them; keyed
 * by tenant so a switch never shows the previous tenant's members.
 */
export const tenantKeys = {
  all: [...authKeys.all, 'tenant'] as const,
  members: (tenantId: string) => [...tenantKeys.all, 'members', tenantId] as const,
  myInvitations: () => [...tenantKeys.all, 'my-invitations'] as const,
};

export const membersQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantKeys.members(tenantId),
    queryFn: () => api.request(listTenantMembers, { silent: true, showLoading: false }),
  });

export const useTenantMembers = (tenantId: string) => useQuery(membersQueryOptions(tenantId));

export const useMyInvitations = () =>
  useQuery({
    queryKey: tenantKeys.myInvitations(),
    queryFn: () => api.request(listMyInvitations, { silent: true, showLoading: false }),
  });

/** Every change of the member list reads it again, and the user's own tenants (an admin may have handed over). */
const useMemberChange = <Variables, Data>(change: (variables: Variables) => Promise<Data>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
};

export const useInviteMember = () =>
  useMemberChange((body: BodyOf<typeof inviteTenantMember>) =>
    api.request(inviteTenantMember, { body, silent: true }),
  );

export const useWithdrawInvitation = () =>
  useMemberChange((invitationId: string) =>
    api.request(withdrawTenantInvitation, { body: { invitationId } }),
  );

export const useRemoveMember = () =>
  useMemberChange((userId: string) => api.request(removeTenantMember, { body: { userId } }));

export const useTransferAdmin = () =>
  useMemberChange((userId: string) => api.request(transferTenantAdmin, { body: { userId } }));

export const useAcceptInvitation = () =>
  useMemberChange((invitationId: string) => api.request(acceptTenantInvitation, { body: { invitationId } }));
