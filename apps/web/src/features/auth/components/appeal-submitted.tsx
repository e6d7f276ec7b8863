import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { appealSearchHref } from './appeal-search-href.ts';

/** The appeal's number, to copy and keep, and the way to its progress. */
export const AppealSubmitted = ({ applyNo }: { applyNo: string }) => {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const copy = async () => {
    if (await copyText(applyNo)) message.success('申诉编号已复制');
    else message.warning('无法自动复制，请手动记下申诉编号');
  };
  return (
    <LazyResult
      className="entry-result"
      status="success"
      title="申诉已提交"
      subTitle={
        <>
          <span>您的申诉编号</span>
          <span className="apply-no">
            <strong className="apply-no__value">{applyNo}</strong>
            <Button icon={<CopyOutlined />} onClick={copy} aria-label="复制申诉编号">
              复制
            </Button>
          </span>
          <span>请妥善保存申诉编号。平台将在 3 个工作日内完成审核，结果以短信通知到联系手机。</span>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate(appealSearchHref(applyNo))}>
          查询申诉进度
        </Button>
      }
    />
  );
};
