import { Dropdown, type MenuProps } from 'antd';
import type { RefObject } from 'react';
import { TriggerTarget } from '../../components/ui/trigger-target.tsx';

/**
 * The user menu's dropdown: antd's Dropdown and with it antd's Menu, loaded when the user menu's button is first
 * pointed at, focused or pressed rather than with every signed-in page (docs/decisions/034). The button opens and
 * closes it; antd closes it on a choice, on Escape and on a press elsewhere.
 */
export const UserMenuDropdown = ({
  items,
  onClick,
  open,
  setOpen,
  button,
}: {
  items: MenuProps['items'];
  onClick: NonNullable<MenuProps['onClick']>;
  open: boolean;
  setOpen: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
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
    <TriggerTarget target={button} />
  </Dropdown>
);
