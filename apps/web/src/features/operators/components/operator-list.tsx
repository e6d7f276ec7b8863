import { PlusOutlined } from '@ant-design/icons';
import { OPERATOR_ROLE_NAME, type Operator } from '@rrsp/contract';
import { Button, Skeleton, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/content/data-table.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useOperators } from '../api/list-operators.ts';
import './operators.css';

/** The roles dialog (a modal, a form and its rules) loads when it is first opened. */
const OperatorRolesDialog = lazyPart(
  async () => (await import('./operator-roles-dialog.tsx')).OperatorRolesDialog,
);

const columnsOf = (
  selfId: string | undefined,
  edit: (operator: Operator) => void,
): DataTableColumn<Operator>[] => [
  {
    title: '运营人员',
    key: 'name',
    width: 220,
    render: (_, operator) => (
      <span className="operator-name">
        <span>{operator.nickName}</span>
        <span className="operator-name__account">{operator.username}</span>
      </span>
    ),
  },
  { title: '手机号', dataIndex: 'mobile', width: 140, render: (mobile: string | null) => mobile ?? '—' },
  {
    title: '角色',
    dataIndex: 'roles',
    render: (roles: Operator['roles']) =>
      roles.map((role) => (
        <Tag key={role} className="operator-role">
          {OPERATOR_ROLE_NAME[role]}
        </Tag>
      )),
  },
  {
    title: '账号状态',
    dataIndex: 'active',
    width: 100,
    render: (active: boolean) => (active ? '正常' : <Tag color="warning">已冻结</Tag>),
  },
  {
    title: '操作',
    key: 'action',
    width: 120,
    render: (_, operator) =>
      operator.userId === selfId ? (
        <Tooltip title="不能修改自己的角色，请由另一位超级管理员操作">
          <Button size="small" disabled>
            调整角色
          </Button>
        </Tooltip>
      ) : (
        <Button size="small" onClick={() => edit(operator)}>
          调整角色
        </Button>
      ),
  },
];

/** 运营人员: who runs the platform and with which roles; a 超级管理员 adds operators and sets their roles. */
export const OperatorList = ({ selfId }: { selfId: string | undefined }) => {
  const query = useOperators();
  const [editing, setEditing] = useState<Operator>();
  const [open, setOpen] = useState(false);
  const show = (operator: Operator | undefined) => {
    setEditing(operator);
    setOpen(true);
  };
  return (
    <Panel
      className="operator-list"
      title="运营人员"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => show(undefined)}>
          新增运营人员
        </Button>
      }
    >
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 4 }} title={false} />}
        isEmpty={(operators) => operators.length === 0}
        emptyText="还没有运营人员。"
        errorTitle="运营人员加载失败"
      >
        {(operators) => (
          <DataTable<Operator>
            aria-label="运营人员"
            rowKey="userId"
            columns={columnsOf(selfId, show)}
            rows={operators}
            minWidth={800}
          />
        )}
      </QueryBlock>
      <WhenShown shown={open}>
        <OperatorRolesDialog
          key={editing?.userId ?? 'new'}
          operator={editing}
          open={open}
          onClose={() => setOpen(false)}
        />
      </WhenShown>
    </Panel>
  );
};
