import { CloseCircleOutlined } from '@ant-design/icons';
import type { CooperationRow } from '@rrsp/contract';
import { Button, Popconfirm } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { errorMessageOf, reasonOf } from '../../../lib/api-error.ts';
import { useCloseCooperation } from '../api/close-cooperation.ts';

interface CloseRequestButtonProps {
  id: string;
  onClosed: (row: CooperationRow) => void;
}

/**
 * 关闭申请, after a confirmation (a closed request stays closed). Closed already by the other side, or gone, is said
 * as a warning: the lists are read again either way.
 */
export const CloseRequestButton = ({ id, onClosed }: CloseRequestButtonProps) => {
  const { message } = useFeedback();
  const close = useCloseCooperation();
  return (
    <Popconfirm
      title="关闭这条合作申请？"
      description="关闭后不能再回复，申请记录仍会保留。"
      okText="确认关闭"
      cancelText="取消"
      onConfirm={() =>
        close
          .mutateAsync(id)
          .then((row) => {
            message.success('合作申请已关闭');
            onClosed(row);
          })
          .catch((caught: unknown) => {
            const reason = reasonOf(caught);
            if (reason === 'ILLEGAL_TRANSITION' || reason === 'NOT_FOUND') {
              message.warning(`${errorMessageOf(caught)}（已刷新为最新状态）`);
            } else {
              message.error(errorMessageOf(caught));
            }
          })
      }
    >
      <Button icon={<CloseCircleOutlined />} loading={close.isPending}>
        关闭申请
      </Button>
    </Popconfirm>
  );
};
