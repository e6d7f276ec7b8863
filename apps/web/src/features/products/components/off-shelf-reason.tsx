import { Button, Popover, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useProductPublishDetail } from '../api/get-product-publish-detail.ts';
import './products.css';

/** Read only once asked for: the list's rows carry the rejection's reason but not the off-shelf's. */
const ReasonText = ({ id }: { id: string }) => {
  const query = useProductPublishDetail(id);
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 1, width: 200 }} />;
  if (query.isError) return <p className="product-off-reason__text">{errorMessageOf(query.error)}</p>;
  const reason = query.data.offShelfReason;
  return (
    <p className="product-off-reason__text">
      {reason ? `平台下架原因：${reason}` : '由本主体自行下架。修改后提交审核，审核通过即重新上架。'}
    </p>
  );
};

/** 下架原因 of one of my products taken off the shelf, shown on demand beside its states. */
export const OffShelfReason = ({ id, name }: { id: string; name: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title="下架原因"
      content={open ? <ReasonText id={id} /> : null}
    >
      <Button
        type="link"
        size="small"
        className="product-off-reason"
        aria-label={`查看下架原因：「${name}」`}
      >
        查看下架原因
      </Button>
    </Popover>
  );
};
