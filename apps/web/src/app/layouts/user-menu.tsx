import {
  CheckOutlined,
  DownOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { OPERATOR_ROLE_NAME, OPERATOR_ROLES } from '@rrsp/contract';
import { type MenuProps, Skeleton } from 'antd';
// the avatar alone: antd's Avatar export carries Avatar.Group, and with it Popover and Tooltip, to every signed-in page
import Avatar from 'antd/es/avatar/Avatar';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useSignOut } from '../../features/auth/api/sign-out.ts';
import { useAccess } from '../../features/auth/hooks/use-access.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useSwitchTenant } from '../../features/auth/hooks/use-switch-tenant.ts';
import { partLoadedOnFirstUse, useLoadedOnFirstUse } from '../../hooks/use-loaded-on-first-use.ts';
import { accountHrefOf, workbenchHrefOf } from '../../lib/access.ts';
import { useUserMenuOpen } from './user-menu-open.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Who is signed in, as the header and the phone drawer show it. */
interface Identity {
  avatarUrl: string | undefined;
  displayName: string;
  /** The chosen tenant, or what the user is without one. */
  subtitle: string;
}

/**
 * What the signed-in user can do from the header: workbench, tenant switcher, account, sign-out. One list for the
 * desktop dropdown and the phone drawer; the drawer leaves out 工作台, which its navigation already lists.
 */
export const useUserMenu = ({ workbench = true }: { workbench?: boolean } = {}) => {
  const { data: user, isPending } = useCurrentUser();
  const access = useAccess();
  const navigate = useNavigate();
  const switchTenant = useSwitchTenant();
  const signOut = useSignOut({ onSuccess: () => navigate(paths.home.getHref()) });

  const { tenant } = access;
  const displayName = user?.nickName || user?.username || '我的账户';

  const sections: MenuItem[][] = [
    workbench ? [{ key: 'workbench', icon: <ShopOutlined />, label: '工作台' }] : [],
    user && user.tenants.length > 1
      ? [
          {
            type: 'group',
            label: '切换主体',
            children: user.tenants.map((item) => ({
              key: `tenant:${item.tenantId}`,
              icon:
                item.tenantId === tenant?.tenantId ? (
                  <CheckOutlined />
                ) : (
                  <span className="menu-icon-spacer" />
                ),
              label: item.tenantName,
            })),
          },
        ]
      : [],
    [
      { key: 'account', icon: <SettingOutlined />, label: '账户设置' },
      { key: 'sign-out', icon: <LogoutOutlined />, label: '退出登录', danger: true },
    ],
  ];
  const items = sections
    .filter((section) => section.length > 0)
    .flatMap((section, index): MenuItem[] => (index === 0 ? section : [{ type: 'divider' }, ...section]));

  const onClick: NonNullable<MenuProps['onClick']> = ({ key }) => {
    if (key === 'workbench') navigate(workbenchHrefOf(access));
    else if (key === 'account') navigate(accountHrefOf(access));
    else if (key === 'sign-out') signOut.mutate();
    else if (key.startsWith('tenant:')) switchTenant(key.slice('tenant:'.length));
  };

  /** Under the name: the tenant the user works for, or what they are without one (an operator: their roles). */
  const subtitle =
    tenant?.tenantName ??
    (access.isOperator
      ? OPERATOR_ROLES.filter((role) => access.operatorRoles.has(role))
          .map((role) => OPERATOR_ROLE_NAME[role])
          .join('、')
      : '尚未入驻主体');

  const identity: Identity = { avatarUrl: user?.avatarUrl ?? undefined, displayName, subtitle };

  return { isPending, identity, items, onClick };
};

/** Who is signed in and for which tenant: avatar, name and tenant, in the header's menu and the phone drawer. */
export const UserIdentity = ({ identity, size }: { identity: Identity; size: number }) => (
  <>
    <Avatar
      size={size}
      src={identity.avatarUrl}
      icon={<UserOutlined aria-hidden />}
      className="user-menu__avatar"
    />
    {/* the space is not drawn (the text is a flex column) but keeps name and tenant two words for assistive tech */}
    <span className="user-menu__text">
      <span className="user-menu__name">{identity.displayName}</span>{' '}
      <span className="user-menu__tenant">{identity.subtitle}</span>
    </span>
  </>
);

/**
 * The dropdown's code (antd's Dropdown and Menu), loaded once the button is pointed at, focused or pressed; kept once
 * loaded, so a new header (a layout change) draws it at once, with the menu still open if it was.
 */
const userMenuDropdown = partLoadedOnFirstUse(() =>
  import('./user-menu-dropdown.tsx').then((module) => module.UserMenuDropdown),
);

/**
 * The signed-in user's menu: name and chosen tenant, tenant switcher, account, sign-out. The button is drawn once and
 * stays the same element when the dropdown's code arrives (that code places the menu under it from beside it, as the
 * message bell's popover does), so a press made meanwhile still clicks it and the keyboard's focus stays on it.
 */
export const UserMenu = () => {
  const { isPending, identity, items, onClick } = useUserMenu();
  const { token } = useSession();
  // open or closed outside this header, which a layout change replaces (user-menu-open.ts)
  const [open, setOpen] = useUserMenuOpen(token);
  // pressing the button again tries again after a failed load
  const [Dropdown, load] = useLoadedOnFirstUse(userMenuDropdown);
  const button = useRef<HTMLButtonElement>(null);

  if (isPending) return <Skeleton.Button active size="small" style={{ width: 140 }} />;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="user-menu__trigger"
        aria-label={`用户菜单：${identity.displayName} ${identity.subtitle}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={load}
        onFocus={load}
        // until the dropdown has arrived the choice is kept: the menu opens as soon as it has
        onClick={() => {
          setOpen(!open);
          load();
        }}
      >
        <UserIdentity identity={identity} size={32} />
        <DownOutlined className="user-menu__caret" aria-hidden />
      </button>
      {Dropdown ? (
        <Dropdown items={items} onClick={onClick} open={open} setOpen={setOpen} button={button} />
      ) : null}
    </>
  );
};
