import { type AccessContext, accessContextOf } from '../../../lib/access.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useSession } from './use-session.ts';

/** The signed-in user's access (lib/access.ts) for components: menus, shortcuts, the header's 工作台. */
export const useAccess = (): AccessContext & { loading: boolean } => {
  const { token, tenantId } = useSession();
  const { data: user, isPending } = useCurrentUser();
  return { ...accessContextOf(user, tenantId), loading: Boolean(token) && isPending };
};
