import { WarningFilled } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { LazyResult } from '../../components/ui/lazy-result.tsx';
import { isChunkLoadError } from '../../lib/lazy-chunk.ts';
import type { ForbiddenRefusal } from './forbidden-text.ts';

// The 404 and 403 screens load when they are shown (docs/decisions/016); the failed-chunk notice below is drawn
// without any chunk, since the network that lost a page's file may lose another.
const NotFound = lazy(async () => ({
  default: (await import('../../components/errors/not-found.tsx')).NotFound,
}));
const ForbiddenPage = lazy(async () => ({ default: (await import('./forbidden-page.tsx')).ForbiddenPage }));

const reload = () => window.location.reload();

/**
 * Route error boundary. A page the user may not open says why (403, from the route guard); a page chunk that failed to load (network, time-out, a new deployment replaced the file)
 * gets a reload button instead of a blank page.
 */
export const RouteError = () => {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Suspense fallback={null}>
        <ForbiddenPage refusal={error.data as ForbiddenRefusal} />
      </Suspense>
    );
  }
  if (isChunkLoadError(error)) {
    // Looks as antd's Result with status="warning" does (global.css .reload-notice).
    return (
      <div className="reload-notice">
        <WarningFilled className="reload-notice__icon" aria-hidden="true" />
        <h1 className="result-title reload-notice__title">页面加载失败</h1>
        <p className="reload-notice__text">
          网络不稳定或平台刚刚更新，页面文件未能加载。请检查网络后重新加载。
        </p>
        <Button type="primary" onClick={reload}>
          重新加载
        </Button>
      </div>
    );
  }
  console.error(error);
  return (
    <LazyResult
      status="500"
      title={<h1 className="result-title">页面出错了</h1>}
      subTitle="页面遇到了意外问题。请重新加载；若问题仍在，请联系平台客服。"
      extra={
        <Space>
          <Button type="primary" onClick={reload}>
            重新加载
          </Button>
          <Button onClick={() => navigate('/')}>返回首页</Button>
        </Space>
      }
    />
  );
};
