import { type MyServiceRow, type MyServiceTab, SERVICE_CATEGORY_LABELS } from '@rrsp/contract';
import { useMemo } from 'react';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { type MyShelfColumns, MyShelfList } from '../../shelf/components/my-shelf-list.tsx';
import { useMyServices } from '../api/list-my-services.ts';
import { MY_SERVICES_VIEW } from '../utils/shelf-filters.ts';
import { ServiceActionButtons } from './service-action-buttons.tsx';
import './services.css';

const EMPTY_TEXT: Record<MyServiceTab, string> = {
  all: '还没有发布过服务。点击“发布服务”填写服务内容并提交审核，审核通过后即在服务中心展示。',
  draft: '没有草稿。编辑服务时点击“保存草稿”，可以稍后接着填写。',
  pending: '没有等待审核的服务。',
  onShelf: '没有在架上的服务。提交审核并通过后，服务会在服务中心展示。',
  rejected: '没有被驳回的服务。',
  offShelf: '没有已下架的服务。',
};

/** A service is managed on its own page (states, reasons, log), which is also where 查看 leads. */
const columnsOf = (area: WorkArea): MyShelfColumns<MyServiceRow> => ({
  noun: '服务',
  manageHref: (row) => paths[area].servicePublicDetail.getHref(row.id),
  categoryOf: (row) => (row.category ? SERVICE_CATEGORY_LABELS[row.category] : null),
  view: (row) => ({ href: paths[area].servicePublicDetail.getHref(row.id), label: `查看「${row.name}」` }),
  actions: (row) => (
    <ServiceActionButtons actions={row.actions} target={{ id: row.id, name: row.name }} area={area} />
  ),
  actionsWidth: 220,
});

/**
 * 我发布的服务: what the chosen tenant published, by state (tabs with counts), with the reason of a rejection and the
 * buttons each service's state allows; the tab and the page live in the address.
 */
export const MyServices = ({ area }: { area: WorkArea }) => {
  const columns = useMemo(() => columnsOf(area), [area]);
  return (
    <MyShelfList<MyServiceRow>
      label="我发布的服务"
      useItems={useMyServices}
      columns={columns}
      emptyText={EMPTY_TEXT}
      publish={{ text: '发布服务', href: paths[area].servicePublish.getHref() }}
      keep={MY_SERVICES_VIEW}
    />
  );
};
