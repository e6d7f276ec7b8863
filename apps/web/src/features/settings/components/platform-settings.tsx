import { Skeleton } from 'antd';
import { useState } from 'react';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { usePlatformSettings } from '../api/get-platform-settings.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsVersions } from './settings-versions.tsx';
import './settings.css';

/**
 * 平台设置: the settings in force as a form, and their history. `onSaved` follows every save and restore, so the app
 * refreshes the portal's own configuration.
 */
export const PlatformSettings = ({ onSaved }: { onSaved?: () => unknown }) => {
  const settings = usePlatformSettings();
  const [dirty, setDirty] = useState(false);
  return (
    <QueryBlock
      query={settings}
      skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
      emptyText="暂无平台设置"
      errorTitle="平台设置加载失败"
    >
      {(state) => (
        <>
          <SettingsForm
            state={state}
            onReload={() => void settings.refetch()}
            onSaved={onSaved}
            onDirtyChange={setDirty}
          />
          <SettingsVersions
            currentVersion={state.version}
            busy={settings.isFetching}
            dirty={dirty}
            onSaved={onSaved}
          />
        </>
      )}
    </QueryBlock>
  );
};
