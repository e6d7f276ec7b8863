import { type MyProductRow, type MyServiceTab, PRODUCT_CATEGORY_LABELS } from '@rrsp/contract';
import { paths } from '../../../config/paths.ts';
import { type MyShelfColumns, MyShelfList } from '../../shelf/components/my-shelf-list.tsx';
import { useMyProducts } from '../api/list-my-products.ts';
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

/** A product is managed on its publish form; only one on the shelf has a page to look at. */
const COLUMNS: MyShelfColumns<MyProductRow> = {
  noun: '产品',
  manageHref: (row) => paths.participants.productPublish.getHref(row.id),
  categoryOf: (row) => (row.category ? PRODUCT_CATEGORY_LABELS[row.category] : null),
  statusExtra: (row) => (row.shelf === 'off' ? <OffShelfReason id={row.id} name={row.name} /> : null),
  view: (row) =>
    row.shelf === 'on'
      ? { href: paths.participants.productDetail.getHref(row.id), label: `查看「${row.name}」的上架页面` }
      : null,
  actions: (row) => <ProductActionButtons actions={row.actions} target={{ id: row.id, name: row.name }} />,
  actionsWidth: 240,
};

/**
 * 我的产品: what the chosen tenant listed, by state (tabs with counts), with the reason of a rejection or an
 * off-shelf and the buttons each product's state allows; the tab and the page live in the address.
 */
export const MyProducts = () => (
  <MyShelfList<MyProductRow>
    label="我的产品"
    useItems={useMyProducts}
    columns={COLUMNS}
    emptyText={EMPTY_TEXT}
    publish={{ text: '发布产品', href: paths.participants.productPublish.getHref() }}
  />
);
