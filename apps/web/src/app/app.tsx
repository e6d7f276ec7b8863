import { useState } from 'react';
import { type HydrationState, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

/** `hydrationData`: the router's state of a page the server rendered (main.tsx hydrates it). */
export const App = ({ hydrationData }: { hydrationData?: HydrationState }) => {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
