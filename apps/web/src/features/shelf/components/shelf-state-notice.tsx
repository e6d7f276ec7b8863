import type { AuditState, ShelfState } from '@rrsp/contract';
import { Alert } from 'antd';

interface ShelfStateNoticeProps {
  detail: {
    audit: AuditState;
    shelf: ShelfState;
    /** The approved version, when there is one. */
    listed: unknown;
    rejectReason: string | null;
    offShelfReason: string | null;
  };
  /** 产品, 服务. */
  noun: string;
  /** Where the listed version is shown: 服务中心; 平台 for products, which are found by search. */
  shelfName: string;
}

/**
 * What a publish form says above itself about the item's state: why it came back (the rejection's reason), that an
 * edit of a listed item goes to audit while the approved version stays listed, and why it was taken down.
 */
export const ShelfStateNotice = ({ detail, noun, shelfName }: ShelfStateNoticeProps) => {
  const notices = [];
  if (detail.audit === 'rejected' && detail.rejectReason) {
    notices.push(
      <Alert
        key="rejected"
        className="form-alert"
        type="error"
        showIcon
        title="上次提交未通过审核，请按审核意见修改后重新提交"
        description={`驳回原因：${detail.rejectReason}`}
      />,
    );
  }
  if (detail.shelf === 'on' && detail.listed) {
    notices.push(
      <Alert
        key="listed"
        className="form-alert"
        type="info"
        showIcon
        title={detail.audit === 'pending' ? '修改正在审核中' : `该${noun}已在${shelfName}上架`}
        description={`修改后的内容须重新经平台审核；审核通过前，${shelfName}仍展示原来已通过的版本，审核通过后自动替换。`}
      />,
    );
  } else if (detail.audit === 'pending') {
    notices.push(
      <Alert
        key="pending"
        className="form-alert"
        type="info"
        showIcon
        title={`该${noun}正在审核中`}
        description="如修改内容，将以修改后的内容重新等待平台审核。"
      />,
    );
  }
  if (detail.shelf === 'off') {
    notices.push(
      <Alert
        key="off"
        className="form-alert"
        type="warning"
        showIcon
        title={detail.offShelfReason ? `该${noun}已被平台下架` : `该${noun}已下架`}
        description={`${detail.offShelfReason ? `下架原因：${detail.offShelfReason}。` : ''}修改后提交审核，审核通过即重新上架。`}
      />,
    );
  }
  return <>{notices}</>;
};
