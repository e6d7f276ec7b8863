import type { EditorialItem, EditorialVersionSummary } from '@rrsp/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { ListPager } from '../../../components/content/list-pager.tsx';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { Checkbox } from '../../../components/form/checkbox-field.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { LazyPopconfirm } from '../../../components/ui/lazy-popconfirm.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useRestoreVersion } from '../api/editorial-actions.ts';
import { useEditorialVersions } from '../api/editorial-queries.ts';
import './editorial-side.css';

/**
 * The comparison's dialog (antd's Modal and the diff) loads when a comparison is first asked for, or when a compare
 * button is first pointed at or focused, not with the page (docs/decisions/034).
 */
const loadCompareDialog = () => import('./version-compare-dialog.tsx');
const preloadCompareDialog = () => {
  void loadCompareDialog().catch(() => undefined);
};
const VersionCompareDialog = lazyPart(async () => (await loadCompareDialog()).VersionCompareDialog);
const compareButton = { onPointerEnter: preloadCompareDialog, onFocus: preloadCompareDialog };

/** Versions on a page of the list; more turn to a pager under it. */
const PAGE_SIZE = 8;

/**
 * 版本记录: every saved version, newest first, kept as it was saved. Any two can be compared; an old one can be
 * restored, which saves it again as a new draft version (it is never published by restoring). Drawn as antd's small
 * List with its small pager (editorial-side.css), without them: the List brought its Pagination and with it a Select.
 */
export const VersionHistory = ({
  item,
  canRestore,
  dirty,
}: {
  item: EditorialItem;
  canRestore: boolean;
  dirty: boolean;
}) => {
  const { message } = useFeedback();
  const versions = useEditorialVersions(item.id);
  const restore = useRestoreVersion();
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [page, setPage] = useState(1);
  const toggle = (version: number, on: boolean) =>
    setPicked((list) =>
      on ? [...list.filter((v) => v !== version), version].slice(-2) : list.filter((v) => v !== version),
    );
  const compare = (pair: [number, number]) => setComparing(pair);
  const restoreOne = async (version: number) => {
    setRefusal(undefined);
    try {
      const restored = await restore.mutateAsync({ id: item.id, version, baseVersion: item.workingVersion });
      message.success(`已恢复为第 ${restored.workingVersion} 版草稿`);
    } catch (caught) {
      setRefusal(errorMessageOf(caught));
    }
  };
  const row = (version: EditorialVersionSummary) => {
    const old = version.version !== item.workingVersion;
    return (
      <li key={version.version} className="version-history__row">
        <Checkbox
          checked={picked.includes(version.version)}
          onChange={(event) => toggle(version.version, event.target.checked)}
          aria-label={`选择第 ${version.version} 版用于比较`}
        />
        <div className="version-history__text">
          <span className="version-history__title">
            第 {version.version} 版 · {version.note}
            {version.version === item.publishedVersion ? (
              <StateTag className="editorial-tag editorial-tag--green">门户上</StateTag>
            ) : null}
            {old ? null : <StateTag className="editorial-tag">当前</StateTag>}
          </span>
          <span className="version-history__meta">
            {version.authorName} · {formatDateTime(version.createdAt)}
          </span>
          {old ? (
            <span className="version-history__actions">
              <Button
                size="small"
                type="link"
                {...compareButton}
                onClick={() => compare([version.version, item.workingVersion])}
              >
                与当前比较
              </Button>
              {canRestore ? (
                <LazyPopconfirm
                  title={`恢复第 ${version.version} 版？`}
                  description="将另存为新的草稿版本，不会发布；门户上的版本不变。"
                  okText="恢复为草稿"
                  cancelText="取消"
                  disabled={dirty}
                  onConfirm={() => restoreOne(version.version)}
                >
                  <Button size="small" type="link" disabled={dirty}>
                    恢复为草稿
                  </Button>
                </LazyPopconfirm>
              ) : null}
            </span>
          ) : null}
        </div>
      </li>
    );
  };

  const list = versions.data ?? [];
  const paged = list.length > PAGE_SIZE;
  // as antd's List: a page emptied under the reader (fewer versions now) shows the last page left
  const current = Math.min(page, Math.max(1, Math.ceil(list.length / PAGE_SIZE)));
  const shown = paged ? list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE) : list;
  return (
    <Panel
      title="版本记录"
      className="editorial-side__card"
      extra={
        <Button
          size="small"
          disabled={picked.length !== 2}
          {...compareButton}
          onClick={() => compare(picked as [number, number])}
        >
          比较所选
        </Button>
      }
    >
      {dirty && canRestore ? (
        <p className="editorial-side__hint">有未保存的修改，保存或放弃后才能恢复旧版本。</p>
      ) : null}
      {refusal ? <LazyAlert type="error" showIcon title={refusal} role="alert" /> : null}
      {versions.isError ? (
        <LazyAlert
          type="error"
          showIcon
          title="版本记录加载失败"
          action={
            <Button size="small" onClick={() => void versions.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <div className={paged ? 'version-history version-history--paged' : 'version-history'}>
          {versions.isPending ? (
            <div className="version-history__loading" role="status" aria-label="正在加载">
              <span className="version-history__spinner" aria-hidden="true">
                <i />
                <i />
                <i />
                <i />
              </span>
            </div>
          ) : (
            <ul className="version-history__items">{shown.map(row)}</ul>
          )}
          {paged ? (
            <ListPager
              className="list-pager--table version-history__pager"
              page={current}
              pageSize={PAGE_SIZE}
              total={list.length}
              scrollToTop={false}
              onChange={setPage}
            />
          ) : null}
        </div>
      )}
      <WhenShown shown={comparing !== null}>
        <VersionCompareDialog item={item} comparing={comparing} onClose={() => setComparing(null)} />
      </WhenShown>
    </Panel>
  );
};
