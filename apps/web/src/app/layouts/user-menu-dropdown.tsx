import { Dropdown, type MenuProps } from 'antd';
import type { Ref, RefObject } from 'react';
import { useImperativeHandle } from 'react';

/**
 * Hands antd's trigger the user menu's button itself, drawn before this code arrived, as the element it places the
 * menu under and counts as its own (a press on it is no press outside). The button is never drawn anew inside the
 * dropdown, so a press on it is never lost while this code arrives, and it keeps its focus.
 */
const ButtonTarget = ({
  ref,
  button,
}: {
  ref?: Ref<HTMLButtonElement | null>;
  button: RefObject<HTMLButtonElement | null>;
}) => {
  useImperativeHandle<HTMLButtonElement | null, HTMLButtonElement | null>(ref, () => button.current, [
    button,
  ]);
  return null;
};

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
    <ButtonTarget button={button} />
  </Dropdown>
);
