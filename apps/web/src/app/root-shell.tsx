import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { isProtectedPath, paths } from '../config/paths.ts';
import { authKeys } from '../features/auth/api/query-keys.ts';
import { useLandingTenant } from '../features/auth/hooks/use-landing-tenant.ts';
import { useRefusedTenantRecovery } from '../features/auth/hooks/use-refused-tenant-recovery.ts';
import { api } from '../lib/api.ts';
import { AuthMessageType, subscribeAuthMessages } from '../lib/auth-channel.ts';
import { startLiveChannel } from '../lib/live/index.ts';
import { PREFETCH_DELAY_MS, PREFETCHED } from './layout-table.ts';
import { routeProgress } from './route-progress.ts';
import { useLiveTenancy } from './use-live-tenancy.ts';

/** Top progress bar while a route chunk (or a loader) is loading. */
const useRouteProgress = () => {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') routeProgress.done();
    else routeProgress.start();
  }, [navigation.state]);
};

/** 3 s after the first page settles, fetch the main navigation's chunks so the next click is instant. */
const useRoutePrefetch = () => {
  const navigation = useNavigation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || navigation.state !== 'idle') return;
    started.current = true;
    const timer = setTimeout(() => {
      for (const load of PREFETCHED) {
        load().catch(() => {
          // A failed prefetch is retried by the real navigation, which shows the reload screen if needed.
        });
      }
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);
};

/** Sign-out from this tab's request client or from another tab: forget the user, leave the protected areas. */
const useAuthMessages = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  useEffect(
    () =>
      subscribeAuthMessages((message) => {
        if (message.type === AuthMessageType.signOut) {
          queryClient.removeQueries({ queryKey: authKeys.all });
          const { pathname, search } = locationRef.current;
          if (isProtectedPath(pathname)) {
            // Someone who chose to sign out wants to leave; someone whose session ended wants back in.
            navigate(
              message.reason === 'user'
                ? paths.home.getHref()
                : paths.entry.signIn.getHref(`${pathname}${search}`),
              { replace: true },
            );
          }
        } else {
          void queryClient.invalidateQueries({ queryKey: authKeys.all });
        }
      }),
    [queryClient, navigate],
  );
};

/** The live channel (new messages, the unread tally) on every page; it idles while nobody is signed in. */
const useLiveChannel = () => {
  useEffect(() => startLiveChannel(api), []);
};

/**
 * Marks the document once the app has taken the page over (drawn it, or hydrated what the server drew): the clicks
 * held until then are given back (lib/early-clicks.ts). Browser tests that compare what the app read wait for it.
 */
const useStartedMark = () => {
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
};

export const RootShell = () => {
  useStartedMark();
  useRouteProgress();
  useRoutePrefetch();
  useAuthMessages();
  useRefusedTenantRecovery();
  useLandingTenant();
  useLiveChannel();
  useLiveTenancy();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
