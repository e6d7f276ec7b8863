import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// antd's ES modules, not `antd/locale/zh_CN` (CommonJS, which brings CommonJS copies of the pickers' locales) nor
// `theme.useToken` (antd's `theme` object brings the dark and compact algorithms): every page loads this file
import zhCN from 'antd/es/locale/zh_CN';
import useThemeToken from 'antd/es/theme/useToken';
import { type ReactNode, useEffect } from 'react';
import { FeedbackProvider, useFeedback } from '../components/feedback/feedback.tsx';
import { RequestLoading } from '../components/feedback/request-loading.tsx';
import { RegionSourceProvider } from '../components/form/region-source.tsx';
import { getRegionChildrenQueryOptions } from '../features/regions/api/list-region-children.ts';
import { PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';
import { bindMessageApi, MESSAGE_DURATION_S } from '../lib/notifier.ts';
import { phoneTheme, THEME_CSS_VAR_KEY, theme } from './theme.ts';

/** Hands the context-aware message API (it follows the theme) to the request client. */
const MessageBridge = () => {
  const { message } = useFeedback();
  useEffect(() => bindMessageApi(message), [message]);
  return null;
};

/**
 * The root element. Its hash class scopes antd's shared reset (links without underline, the theme's link colours) to
 * the page, as `<App>`'s root did; its CSS-variable class gives the page the theme's variables.
 */
const AppRoot = ({ children }: { children: ReactNode }) => {
  const [, , hashId] = useThemeToken();
  return <div className={['app-root', hashId, THEME_CSS_VAR_KEY].filter(Boolean).join(' ')}>{children}</div>;
};

/**
 * The theme, toasts and the request indicator, the query client and the division table (read by shared region pickers and filters, which fetch
 * nothing themselves) around every page. The root element carries the theme's CSS variables
 * (global.css `.app-root` draws what antd's `<App>` drew: text colour, size, line height and font), without antd's
 * App component, which brought the modal and notification code to every first load (docs/decisions/016).
 * `client` is the page's query cache: the app's one in the browser, a fresh one per page rendered on the server.
 */
export const AppProvider = ({ children, client }: { children: ReactNode; client: QueryClient }) => {
  // a phone gets thumb-sized controls (LOOK.md: 44-px main targets); the window crossing the width switches the theme
  const onPhone = useMediaQuery(PHONE_QUERY);
  return (
    <ConfigProvider locale={zhCN} theme={onPhone ? phoneTheme : theme}>
      <FeedbackProvider message={{ duration: MESSAGE_DURATION_S, maxCount: 3 }}>
        <MessageBridge />
        <QueryClientProvider client={client}>
          <RegionSourceProvider queryOptions={getRegionChildrenQueryOptions}>
            <AppRoot>
              <RequestLoading />
              {children}
            </AppRoot>
          </RegionSourceProvider>
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
};
