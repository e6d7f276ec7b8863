import { Button, Card, Descriptions, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { ContentPage } from './content-page.tsx';

interface DetailPlaceholderProps {
  title: string;
  /** Query parameter that addresses the item: newsId or id. */
  param: 'newsId' | 'id';
  /** What the item is called, e.g. 资讯. */
  noun: string;
  description: string;
  back: { title: string; href: string };
}

/** A detail page addressed by query (?newsId= / ?id=) whose content arrives with a later module. */
export const DetailPlaceholder = ({ title, param, noun, description, back }: DetailPlaceholderProps) => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = searchParams.get(param);
  const backButton = <Button onClick={() => navigate(back.href)}>返回{back.title}</Button>;
  return (
    <ContentPage title={title}>
      {id ? (
        <>
          <Card className="detail-meta">
            <Descriptions column={1} items={[{ key: 'id', label: `${noun}编号`, children: id }]} />
          </Card>
          <ComingSoon heading={`${noun}详情`} description={description} extra={backButton} />
        </>
      ) : (
        <Card>
          <Result
            status="warning"
            title={`未指定要查看的${noun}`}
            subTitle={`链接中缺少${noun}编号，请从${back.title}中选择一条后查看。`}
            extra={backButton}
          />
        </Card>
      )}
    </ContentPage>
  );
};
