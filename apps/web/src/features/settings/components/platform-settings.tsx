import type { PlatformSettingsState } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { type ComponentType, Suspense, useRef, useState } from 'react';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useDrawnInTurn } from '../../../hooks/use-drawn-in-turn.ts';
import { useInView } from '../../../hooks/use-in-view.ts';
import { usePlatformSettings } from '../api/get-platform-settings.ts';
import { SETTINGS_FORM_PARTS } from '../utils/settings-form-parts.ts';
import { SettingsFormStandIn } from './settings-form-stand-in.tsx';
import type { SettingsVersionsProps } from './settings-versions.tsx';
import './settings.css';

// 历史版本 (its table, pager, tags and confirmations) stands below the whole form: loaded when it comes into view
const SettingsVersions = lazyPart(
  async () => (await import('./settings-versions.tsx')).SettingsVersions,
) as ComponentType<SettingsVersionsProps>;

/** 历史版本 until it is in view and its code has arrived: its card with a skeleton, as while its rows load. */
const versionsLoading = (
  <Panel title="历史版本" className="settings-form__card" aria-busy="true">
    <Skeleton active paragraph={{ rows: 4 }} />
  </Panel>
);

const VersionsWhenInView = (props: SettingsVersionsProps) => {
  const place = useRef<HTMLDivElement>(null);
  const inView = useInView(place);
  return (
    <div ref={place}>
      {inView ? (
        <Suspense fallback={versionsLoading}>
          <SettingsVersions {...props} />
        </Suspense>
      ) : (
        versionsLoading
      )}
    </div>
  );
};

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
      <SettingsFormStandIn
        state={state}
        onReload={onReload}
        onSaved={onSaved}
        onDirtyChange={setDirty}
        drawnParts={drawn}
      />
      {drawn === 0 ? loadingSkeleton : null}
      {drawn > SETTINGS_FORM_PARTS ? (
        <VersionsWhenInView currentVersion={state.version} busy={busy} dirty={dirty} onSaved={onSaved} />
      ) : null}
    </>
  );
};
