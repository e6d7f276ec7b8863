import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the header's user menu is open, kept outside the header. Going between the public pages and a work area, or
 * from one work area to another (a tenant switch), renders a new layout and with it a new header; until the new page
 * has rendered, the old one stays on screen and takes clicks. A menu opened there would close when the new header
 * replaced the old one, and the click choosing from it would meet nothing. Kept for the session's token, so a menu
 * left open when a session ended (signed out in another tab) does not open by itself after the next sign-in.
 */
let openForToken: string | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useUserMenuOpen = (token: string | undefined): [boolean, (open: boolean) => void] => {
  const open = useSyncExternalStore(
    subscribe,
    () => token !== undefined && openForToken === token,
    () => false,
  );
  const setOpen = useCallback(
    (next: boolean) => {
      openForToken = next ? token : undefined;
      for (const listener of listeners) listener();
    },
    [token],
  );
  return [open, setOpen];
};
