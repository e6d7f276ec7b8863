import { PlusOutlined } from '@ant-design/icons';
import { type MyServiceRow, type MyServiceTab, SERVICE_CATEGORY_LABELS } from '@rrsp/contract';
import { Button, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MyShelfItemCell, MyShelfList, MyShelfStatusCell } from '../../../components/shelf/my-shelf-list.tsx';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MY_SERVICES_PAGE_SIZE, useMyServices } from '../api/list-my-services.ts';
import { type MyServicesState, parseMyServices, serialiseMyServices } from '../utils/shelf-filters.ts';
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

const columnsOf = (area: WorkArea): TableColumnsType<MyServiceRow> => [
  {
    title: '服务',
    key: 'service',
    render: (_, row) => (
      <MyShelfItemCell
        coverUrl={row.coverUrl}
        name={row.name}
        href={paths[area].servicePublicDetail.getHref(row.id)}
        category={row.category ? SERVICE_CATEGORY_LABELS[row.category] : '未选择类别'}
      />
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 260,
    render: (_, row) => <MyShelfStatusCell status={row} rejectReason={row.rejectReason} />,
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
    width: 220,
    render: (_, row) => (
      <span className="my-shelf-item__actions">
        <Link to={paths[area].servicePublicDetail.getHref(row.id)} aria-label={`查看「${row.name}」`}>
          查看
        </Link>
        <ServiceActionButtons actions={row.actions} target={{ id: row.id, name: row.name }} area={area} />
      </span>
    ),
  },
];

/**
 * 我发布的服务: what the chosen tenant published, by state (tabs with counts), with the reason of a rejection and the
 * buttons each service's state allows; the tab and the page live in the address.
 */
export const MyServices = ({ area }: { area: WorkArea }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseMyServices(searchParams), [searchParams]);
  const query = useMyServices({ tab: state.tab, pageNum: state.page, pageSize: MY_SERVICES_PAGE_SIZE });
  const columns = useMemo(() => columnsOf(area), [area]);

  return (
    <MyShelfList<MyServiceRow>
      label="我发布的服务"
      state={state}
      onChange={(next: MyServicesState) => setSearchParams(serialiseMyServices(next))}
      query={query}
      columns={columns}
      emptyText={EMPTY_TEXT}
      emptyAction={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(paths[area].servicePublish.getHref())}
        >
          发布服务
        </Button>
      }
      errorTitle="我发布的服务加载失败"
    />
  );
};
