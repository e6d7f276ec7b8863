import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AccountRow, type AccountStatus } from '@rrsp/contract';
import { Button, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { FilterField } from '../../../components/form/filter-field.tsx';
import { SearchBox } from '../../../components/form/search-box.tsx';
import { momentColumn } from '../../../components/review-queue/queue-columns.tsx';
import {
  QueueFilterBar,
  QueueKeywordFilter,
  QueueSelectFilter,
} from '../../../components/review-queue/queue-filters.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { KEYWORD_MAX_LENGTH } from '../../../lib/list-query.ts';
import { type AccountPage, useAccounts } from '../api/search-accounts.ts';
import { useAccountFilters } from '../hooks/use-account-filters.ts';
import { isSearching, toAccountSearchQuery } from '../utils/account-filters.ts';
import './accounts.css';

/** The account's drawer (its actions' dialogs and their form rules) loads when an account is first opened. */
const AccountDrawer = lazyPart(async () => (await import('./account-drawer.tsx')).AccountDrawer);

const columnsOf = (open: (userId: string) => void): DataTableColumn<AccountRow>[] => [
  {
    title: '账号',
    key: 'name',
    width: 220,
    render: (_, account) => (
      <span className="account-name">
        <span>{account.nickName}</span>
        <span className="account-name__username">{account.username}</span>
      </span>
    ),
  },
  { title: '手机号', dataIndex: 'mobile', width: 140, render: (mobile: string | null) => mobile ?? '—' },
  {
    title: '所在主体',
    dataIndex: 'tenantNames',
    render: (names: string[]) => (names.length === 0 ? '—' : names.join('、')),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: AccountStatus, account) => (
      <>
        <Tag className={`account-status account-status--${status}`}>{ACCOUNT_STATUS_LABELS[status]}</Tag>
        {account.isOperator ? <Tag className="account-operator">运营</Tag> : null}
      </>
    ),
  },
  momentColumn('注册时间', 'createdAt', 140),
  {
    title: '操作',
    key: 'action',
    width: 96,
    render: (_, account) => (
      <Button
        size="small"
        onClick={() => open(account.userId)}
        aria-label={`查看「${account.nickName}」详情`}
        // antd would draw 详 情 with a space, and the name would no longer contain the text shown
        autoInsertSpace={false}
      >
        详情
      </Button>
    ),
  },
];

/** 所在主体: a part of a tenant's name, applied on Enter. */
const TenantFilter = ({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (tenant: string) => void;
}) => {
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  return (
    <FilterField label="所在主体">
      {(id) => (
        <SearchBox
          aria-labelledby={id}
          className="queue-filter__select queue-filter__select--wide"
          placeholder="主体名称，按回车查询"
          maxLength={KEYWORD_MAX_LENGTH}
          value={typed}
          onChange={setTyped}
          onSearch={(tenant) => onSearch(tenant.trim())}
        />
      )}
    </FilterField>
  );
};

/**
 * 账号管理: every account, newest first, found by name, mobile or tenant; one opens in a drawer with its memberships,
 * sessions and security events, to freeze, unfreeze or sign out everywhere. The search and the open account live in
 * the address.
 */
export const AccountList = () => {
  const { filters, update, show } = useAccountFilters();
  const query = useAccounts(toAccountSearchQuery(filters));
  const searching = isSearching(filters);
  const reset = () => show({ page: 1, pageSize: filters.pageSize });
  return (
    <Panel className="account-list">
      <QueueFilterBar canReset={searching} onReset={reset}>
        <QueueKeywordFilter
          keyword={filters.keyword}
          placeholder="用户名、昵称或手机号（可输后四位）"
          onSearch={(keyword) => update({ keyword: keyword || undefined })}
        />
        <TenantFilter value={filters.tenant} onSearch={(tenant) => update({ tenant: tenant || undefined })} />
        <QueueSelectFilter<AccountStatus>
          label="状态"
          className="queue-filter__select queue-filter__select--narrow"
          placeholder="全部"
          value={filters.status}
          onChange={(status) => update({ status })}
          options={ACCOUNT_STATUSES.map((status) => ({
            value: status,
            label: ACCOUNT_STATUS_LABELS[status],
          }))}
        />
      </QueueFilterBar>
      <QueueTable<AccountRow, AccountPage>
        label="账号列表"
        query={query}
        columns={columnsOf((userId) => update({ open: userId }))}
        rowKey="userId"
        scrollX={960}
        emptyText={searching ? '没有符合条件的账号，换个关键词试试。' : '平台还没有账号。'}
        emptyAction={searching ? <Button onClick={reset}>清除筛选</Button> : null}
        errorTitle="账号列表加载失败"
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
      <WhenShown shown={filters.open !== undefined}>
        <AccountDrawer userId={filters.open} onClose={() => update({ open: undefined })} />
      </WhenShown>
    </Panel>
  );
};
