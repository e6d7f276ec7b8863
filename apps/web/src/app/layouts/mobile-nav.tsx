import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query.ts';
import type { NavItem } from './nav-item.ts';

const MobileNavDrawer = lazy(async () => ({
  default: (await import('./mobile-nav-drawer.tsx')).MobileNavDrawer,
}));

/**
 * The header on a phone (LOOK.md: detail pages open from QR codes): a menu button in place of the navigation and
 * the sign-in buttons, which move into a drawer. Hidden by the stylesheet on wider screens.
 */
export const MobileNav = ({
  items,
  signedIn,
  comeBack,
}: {
  items: NavItem[];
  signedIn: boolean;
  /** Where sign-in and sign-up bring the visitor back to. */
  comeBack?: string;
}) => {
  const [open, setOpen] = useState(false);
  // The drawer's code loads on the first press and stays, so closing it can still animate.
  const [loaded, setLoaded] = useState(false);
  const onPhone = useMediaQuery(PHONE_QUERY);
  const { pathname, search } = useLocation();

  // A link followed, or the window widened past the phone layout: the drawer has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change itself is the trigger.
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);
  useEffect(() => {
    if (!onPhone) setOpen(false);
  }, [onPhone]);

  return (
    <>
      <button
        type="button"
        className="site-nav-toggle"
        aria-label="打开导航菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuOutlined aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            items={items}
            signedIn={signedIn}
            comeBack={comeBack}
            open={open}
            setOpen={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
};
