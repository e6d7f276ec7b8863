import { Button, Result, Space } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { NotFound } from '../../components/errors/not-found.tsx';
import type { Refusal } from '../../lib/access.ts';
import { isChunkLoadError } from '../../lib/lazy-chunk.ts';
import { ForbiddenPage } from './forbidden-page.tsx';

const reload = () => window.location.reload();

/**
 * Route error boundary. A page the user may not open says why (403, from the route guard); a page chunk that failed to load (network, time-out, a new deployment replaced the file)
 * gets a reload button instead of a blank page.
 */
export const RouteError = () => {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ForbiddenPage refusal={error.data as Extract<Refusal, { kind: 'forbidden' }>} />;
  }
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title={<h1 className="result-title">页面加载失败</h1>}
        subTitle="网络不稳定或平台刚刚更新，页面文件未能加载。请检查网络后重新加载。"
        extra={
          <Button type="primary" onClick={reload}>
            重新加载
          </Button>
        }
      />
    );
  }
  console.error(error);
  return (
    <Result
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
