import { Drawer, Menu, type MenuProps, Skeleton } from 'antd';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { NavItem } from './nav-item.ts';
import { UserIdentity, useUserMenu } from './user-menu.tsx';

/** The signed-in part of the drawer: who is signed in, for which tenant, and the user menu's items. */
const DrawerUserMenu = ({ onDone }: { onDone: () => void }) => {
  const { isPending, identity, items, onClick } = useUserMenu({ workbench: false });
  if (isPending) return <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />;
  const onSelect: MenuProps['onClick'] = (info) => {
    onClick(info);
    onDone();
  };
  return (
    <>
      <div className="mobile-nav__user">
        <UserIdentity identity={identity} size={40} />
      </div>
      <Menu className="mobile-nav__menu" mode="inline" selectable={false} items={items} onClick={onSelect} />
    </>
  );
};

/**
 * The phone drawer itself: loaded the first time the menu button is pressed, so wider screens (where the button is
 * hidden) never load the drawer, the menu and the user menu (docs/decisions/016).
 */
export const MobileNavDrawer = ({
  items,
  signedIn,
  comeBack,
  open,
  setOpen,
}: {
  items: NavItem[];
  signedIn: boolean;
  comeBack?: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) => (
  <Drawer
    rootClassName="mobile-nav"
    title="导航菜单"
    placement="right"
    size={300}
    open={open}
    onClose={() => setOpen(false)}
  >
    <nav aria-label="导航菜单">
      <ul className="mobile-nav__list">
        {items.map((item) => (
          <li key={item.title}>
            <NavLink
              to={item.href}
              end={item.end}
              className={({ isActive }) => (isActive ? 'mobile-nav__link is-active' : 'mobile-nav__link')}
              onClick={() => setOpen(false)}
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
    <div className="mobile-nav__account">
      {signedIn ? (
        <DrawerUserMenu onDone={() => setOpen(false)} />
      ) : (
        <>
          <p className="mobile-nav__note">登录后可进入工作台，办理入驻、发布产品与服务。</p>
          <div className="mobile-nav__entry">
            <Link
              to={paths.entry.signIn.getHref(comeBack)}
              className="link-button link-button--ghost"
              onClick={() => setOpen(false)}
            >
              登录
            </Link>
            <Link
              to={paths.entry.signUp.getHref(comeBack)}
              className="link-button link-button--primary"
              onClick={() => setOpen(false)}
            >
              注册
            </Link>
          </div>
        </>
      )}
    </div>
  </Drawer>
);
