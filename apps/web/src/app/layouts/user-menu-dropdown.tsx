import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

/**
 * The user menu's dropdown: antd's Dropdown and with it antd's Menu, loaded when the user menu's button is first
 * pointed at, focused or pressed rather than with every signed-in page (docs/decisions/034).
 */
export const UserMenuDropdown = ({
  items,
  onClick,
  open,
  setOpen,
  children,
}: {
  items: MenuProps['items'];
  onClick: NonNullable<MenuProps['onClick']>;
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactElement;
}) => (
  <Dropdown
    menu={{ items, onClick }}
    trigger={['click']}
    placement="bottomRight"
    open={open}
    onOpenChange={setOpen}
    // inside the header, which stays at the top while the page scrolls: in the page, the menu would scroll away
    // from its button until it is placed again, and a click landing meanwhile would press one entry and release
    // on another
    getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
  >
    {children}
  </Dropdown>
);
