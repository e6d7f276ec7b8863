import type { PlatformSettingsVersion } from '@rrsp/contract';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/content/data-table.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SETTINGS_VERSIONS_PAGE_SIZE, useSettingsVersions } from '../api/get-platform-settings.ts';
import { useRestorePlatformSettings } from '../api/save-platform-settings.ts';
import { changedLabels } from '../utils/settings-form.ts';

/**
 * 历史版本: who saved which version and what it changed; any earlier one can be restored, which saves it again as the
 * newest version (the history itself never changes).
 */
export interface SettingsVersionsProps {
  currentVersion: number;
  busy: boolean;
  /** The form holds unsaved changes: a restore now would make them conflict, so it waits. */
  dirty: boolean;
  onSaved?: (() => unknown) | undefined;
}

export const SettingsVersions = ({ currentVersion, busy, dirty, onSaved }: SettingsVersionsProps) => {
  const [pageNum, setPageNum] = useState(1);
  const versions = useSettingsVersions(pageNum, true);
  const restore = useRestorePlatformSettings(onSaved);

  const columns: DataTableColumn<PlatformSettingsVersion>[] = [
    {
      title: '版本',
      dataIndex: 'version',
      width: 110,
      render: (version: number, row) => (
        <>
          第 {version} 版{row.current ? <Tag className="settings-versions__current">当前</Tag> : null}
        </>
      ),
    },
    { title: '保存时间', dataIndex: 'savedAt', width: 170, render: (at: string) => formatDateTime(at) },
    {
      title: '保存人',
      dataIndex: 'savedByName',
      width: 120,
      render: (name: string | null) => name ?? '系统',
    },
    {
      title: '修改内容',
      key: 'changed',
      render: (_, row) =>
        row.restoredFrom === null
          ? changedLabels(row.changed)
          : `恢复为第 ${row.restoredFrom} 版（${changedLabels(row.changed)}）`,
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, row) =>
        row.current ? null : (
          <Popconfirm
            title={`恢复为第 ${row.version} 版？`}
            description="将以该版本的设置保存为新版本并立即生效（合作平台保持当前设置不变）。"
            okText="恢复"
            cancelText="取消"
            onConfirm={() => restore.mutateAsync({ version: row.version, baseVersion: currentVersion })}
          >
            <Button
              size="small"
              disabled={busy || dirty}
              title={dirty ? '表单中有未保存的修改，请先保存或放弃后再恢复' : undefined}
            >
              恢复此版本
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Panel title="历史版本" className="settings-form__card settings-versions">
      <DataTable<PlatformSettingsVersion>
        aria-label="历史版本"
        rowKey="version"
        columns={columns}
        // on a phone the table scrolls sideways rather than squeezing 修改内容 to one character a line
        minWidth={720}
        rows={versions.data?.rows ?? []}
        loading={versions.isFetching}
        emptyText={versions.isError ? '历史版本加载失败，请刷新页面重试' : '暂无历史版本'}
        paging={{
          page: pageNum,
          pageSize: SETTINGS_VERSIONS_PAGE_SIZE,
          total: versions.data?.total ?? 0,
          onChange: setPageNum,
          hideOnSinglePage: true,
        }}
      />
    </Panel>
  );
};
