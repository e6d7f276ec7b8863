import type { PlatformSettingsState } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useDrawnInTurn } from '../../../hooks/use-drawn-in-turn.ts';
import { usePlatformSettings } from '../api/get-platform-settings.ts';
import { SETTINGS_FORM_PARTS, SettingsForm } from './settings-form.tsx';
import { SettingsVersions } from './settings-versions.tsx';
import './settings.css';

const loadingSkeleton = <Skeleton active paragraph={{ rows: 12 }} />;

/**
 * 平台设置: the settings in force as a form, and their history. `onSaved` follows every save and restore, so the app
 * refreshes the portal's own configuration.
 */
export const PlatformSettings = ({ onSaved }: { onSaved?: () => unknown }) => {
  const settings = usePlatformSettings();
  return (
    <QueryBlock
      query={settings}
      skeleton={loadingSkeleton}
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

/**
 * The form's parts and then the history, drawn in turn (useDrawnInTurn): drawn at once they were the page's longest
 * task (issue 25). The first part too is drawn as a transition, after the answer's own render; the skeleton stays
 * until it is.
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
  const drawn = useDrawnInTurn(SETTINGS_FORM_PARTS + 1, 0);
  return (
    <>
      <SettingsForm
        state={state}
        onReload={onReload}
        onSaved={onSaved}
        onDirtyChange={setDirty}
        drawnParts={drawn}
      />
      {drawn === 0 ? loadingSkeleton : null}
      {drawn > SETTINGS_FORM_PARTS ? (
        <SettingsVersions currentVersion={state.version} busy={busy} dirty={dirty} onSaved={onSaved} />
      ) : null}
    </>
  );
};
