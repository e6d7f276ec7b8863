import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export const NotFound = ({ homeHref = '/' }: { homeHref?: string }) => {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="result-title">页面不存在</h1>}
      subTitle="抱歉，您访问的页面不存在或已被移除，请检查网址，或从首页重新进入。"
      extra={
        <Button type="primary" onClick={() => navigate(homeHref)}>
          返回首页
        </Button>
      }
    />
  );
};
