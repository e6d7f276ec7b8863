import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { LazyResult } from '../ui/lazy-result.tsx';
import { NotFoundIllustration } from './not-found-illustration.tsx';

export const NotFound = ({ homeHref = '/' }: { homeHref?: string }) => {
  const navigate = useNavigate();
  return (
    // No `status="404"`: antd would draw its own blue picture in place of ours.
    <LazyResult
      className="not-found"
      icon={<NotFoundIllustration className="not-found__art" />}
      title={<h1 className="result-title">页面不存在</h1>}
      subTitle="抱歉，您访问的页面不存在或已被移除，请检查网址，或从首页重新进入。"
      extra={
        <Button type="primary" size="large" onClick={() => navigate(homeHref)}>
          返回首页
        </Button>
      }
    />
  );
};
