import { PlusOutlined } from '@ant-design/icons';
import { type MyProductRow, type MyServiceTab, PRODUCT_CATEGORY_LABELS } from '@rrsp/contract';
import { Button, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MyShelfItemCell, MyShelfList, MyShelfStatusCell } from '../../../components/shelf/my-shelf-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { parseMyShelf, serialiseMyShelf } from '../../../lib/shelf-filters.ts';
import { MY_PRODUCTS_PAGE_SIZE, useMyProducts } from '../api/list-my-products.ts';
import { OffShelfReason } from './off-shelf-reason.tsx';
import { ProductActionButtons } from './product-action-buttons.tsx';
import './products.css';

const EMPTY_TEXT: Record<MyServiceTab, string> = {
  all: '还没有发布过产品。点击“发布产品”填写产品信息、上传图片并提交审核，审核通过后其他用户即可在产品搜索中找到。',
  draft: '没有草稿。编辑产品时点击“保存草稿”，可以稍后接着填写。',
  pending: '没有等待审核的产品。',
  onShelf: '没有在架上的产品。提交审核并通过后，产品即上架展示。',
  rejected: '没有被驳回的产品。',
  offShelf: '没有已下架的产品。',
};

const COLUMNS: TableColumnsType<MyProductRow> = [
  {
    title: '产品',
    key: 'product',
    render: (_, row) => (
      <MyShelfItemCell
        coverUrl={row.coverUrl}
        name={row.name}
        href={paths.participants.productPublish.getHref(row.id)}
        category={row.category ? PRODUCT_CATEGORY_LABELS[row.category] : '未选择类别'}
      />
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 260,
    render: (_, row) => (
      <MyShelfStatusCell status={row} rejectReason={row.rejectReason}>
        {row.shelf === 'off' ? <OffShelfReason id={row.id} name={row.name} /> : null}
      </MyShelfStatusCell>
    ),
  },
  {
    title: '更新时间',
    dataIndex: 'updatedAt',
    width: 150,
    render: (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>,
  },
  {
    title: '操作',
    key: 'actions',
    width: 240,
    render: (_, row) => (
      <span className="my-shelf-item__actions">
        {row.shelf === 'on' ? (
          <Link
            to={paths.participants.productDetail.getHref(row.id)}
            aria-label={`查看「${row.name}」的上架页面`}
          >
            查看
          </Link>
        ) : null}
        <ProductActionButtons actions={row.actions} target={{ id: row.id, name: row.name }} />
      </span>
    ),
  },
];

/**
 * 我的产品: what the chosen tenant listed, by state (tabs with counts), with the reason of a rejection or an
 * off-shelf and the buttons each product's state allows; the tab and the page live in the address.
 */
export const MyProducts = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseMyShelf(searchParams), [searchParams]);
  const query = useMyProducts({ tab: state.tab, pageNum: state.page, pageSize: MY_PRODUCTS_PAGE_SIZE });

  return (
    <MyShelfList<MyProductRow>
      label="我的产品"
      state={state}
      onChange={(next) => setSearchParams(serialiseMyShelf(next))}
      query={query}
      columns={COLUMNS}
      emptyText={EMPTY_TEXT}
      emptyAction={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(paths.participants.productPublish.getHref())}
        >
          发布产品
        </Button>
      }
      errorTitle="我的产品加载失败"
    />
  );
};
