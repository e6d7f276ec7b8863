import type { PlatformSettingsState } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useDrawnInTurn } from '../../../hooks/use-drawn-in-turn.ts';
import { usePlatformSettings } from '../api/get-platform-settings.ts';
import { SETTINGS_FORM_PARTS, SettingsForm } from './settings-form.tsx';
import { SettingsVersions } from './settings-versions.tsx';
import './settings.css';

/**
 * 平台设置: the settings in force as a form, and their history. `onSaved` follows every save and restore, so the app
 * refreshes the portal's own configuration.
 */
export const PlatformSettings = ({ onSaved }: { onSaved?: () => unknown }) => {
  const settings = usePlatformSettings();
  return (
    <QueryBlock
      query={settings}
      skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
      emptyText="暂无平台设置"
      errorTitle="平台设置加载失败"
    >
      {(state) => (
        <SettingsParts
          state={state}
          onReload={() => void settings.refetch()}
          busy={settings.isFetching}
          onSaved={onSaved}
        />
      )}
    </QueryBlock>
  );
};

/** What the first screen shows at 1440 × 900: the version line, 基本信息 and 联系方式. */
const FIRST_SCREEN_PARTS = 2;

/**
 * The form's parts and then the history, drawn in turn (useDrawnInTurn): drawn at once they were the page's longest
 * task (issue 25).
 */
const SettingsParts = ({
  state,
  onReload,
  busy,
  onSaved,
}: {
  state: PlatformSettingsState;
  onReload: () => void;
  busy: boolean;
  onSaved?: (() => unknown) | undefined;
}) => {
  const [dirty, setDirty] = useState(false);
  const drawn = useDrawnInTurn(SETTINGS_FORM_PARTS + 1, FIRST_SCREEN_PARTS);
  return (
    <>
      <SettingsForm
        state={state}
        onReload={onReload}
        onSaved={onSaved}
        onDirtyChange={setDirty}
        drawnParts={drawn}
      />
      {drawn > SETTINGS_FORM_PARTS ? (
        <SettingsVersions currentVersion={state.version} busy={busy} dirty={dirty} onSaved={onSaved} />
      ) : null}
    </>
  );
};
