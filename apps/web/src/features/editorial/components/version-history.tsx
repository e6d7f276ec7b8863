import type { EditorialItem, EditorialVersionSummary } from '@rrsp/contract';
import { Alert, Button, Card, Checkbox, List, Modal, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useRestoreVersion } from '../api/editorial-actions.ts';
import {
  useContentClassOptions,
  useEditorialVersion,
  useEditorialVersions,
} from '../api/editorial-queries.ts';
import { diffVersions } from '../utils/version-diff.ts';

/** What changed between two versions, field by field: what was taken out struck through, what came in marked. */
const VersionCompare = ({ item, versions }: { item: EditorialItem; versions: [number, number] }) => {
  const [older, newer] = [Math.min(...versions), Math.max(...versions)];
  const before = useEditorialVersion(item.id, older);
  const after = useEditorialVersion(item.id, newer);
  const classes = useContentClassOptions(item.kind === 'news' ? undefined : item.kind);
  if (before.isError || after.isError)
    return <Alert type="error" showIcon message="版本内容加载失败，请重试" />;
  if (!before.data || !after.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const names = { classes: new Map((classes.data ?? []).map((option) => [option.value, option.label])) };
  const changes = diffVersions(before.data.fields, after.data.fields, names);
  if (changes.length === 0)
    return (
      <p>
        第 {older} 版与第 {newer} 版内容相同。
      </p>
    );
  return (
    <div className="version-diff">
      {changes.map((change) => (
        <section key={change.field} className="version-diff__field">
          <h3 className="version-diff__label">{change.label}</h3>
          <p className="version-diff__text">
            {change.parts.map((part, index) =>
              part.removed ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
                <del key={index}>{part.text}</del>
              ) : part.added ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
                <ins key={index}>{part.text}</ins>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
};

/**
 * 版本记录: every saved version, newest first, kept as it was saved. Any two can be compared; an old one can be
 * restored, which saves it again as a new draft version (it is never published by restoring).
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
  const toggle = (version: number, on: boolean) =>
    setPicked((list) =>
      on ? [...list.filter((v) => v !== version), version].slice(-2) : list.filter((v) => v !== version),
    );
  const compare = (pair: [number, number]) => setComparing(pair);
  const row = (version: EditorialVersionSummary) => {
    const old = version.version !== item.workingVersion;
    return (
      <List.Item className="version-history__row">
        <Checkbox
          checked={picked.includes(version.version)}
          onChange={(event) => toggle(version.version, event.target.checked)}
          aria-label={`选择第 ${version.version} 版用于比较`}
        />
        <div className="version-history__text">
          <span className="version-history__title">
            第 {version.version} 版 · {version.note}
            {version.version === item.publishedVersion ? <Tag color="green">门户上</Tag> : null}
            {old ? null : <Tag>当前</Tag>}
          </span>
          <span className="version-history__meta">
            {version.authorName} · {formatDateTime(version.createdAt)}
          </span>
          {old ? (
            <span className="version-history__actions">
              <Button
                size="small"
                type="link"
                onClick={() => compare([version.version, item.workingVersion])}
              >
                与当前比较
              </Button>
              {canRestore ? (
                <Popconfirm
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
                </Popconfirm>
              ) : null}
            </span>
          ) : null}
        </div>
      </List.Item>
    );
  };
  const restoreOne = async (version: number) => {
    setRefusal(undefined);
    try {
      const restored = await restore.mutateAsync({ id: item.id, version, baseVersion: item.workingVersion });
      message.success(`已恢复为第 ${restored.workingVersion} 版草稿`);
    } catch (caught) {
      setRefusal(errorMessageOf(caught));
    }
  };
  return (
    <Card
      title="版本记录"
      className="editorial-side__card"
      extra={
        <Button
          size="small"
          disabled={picked.length !== 2}
          onClick={() => compare(picked as [number, number])}
        >
          比较所选
        </Button>
      }
    >
      {dirty && canRestore ? (
        <p className="editorial-side__hint">有未保存的修改，保存或放弃后才能恢复旧版本。</p>
      ) : null}
      {refusal ? <Alert type="error" showIcon message={refusal} role="alert" /> : null}
      {versions.isError ? (
        <Alert
          type="error"
          showIcon
          message="版本记录加载失败"
          action={
            <Button size="small" onClick={() => void versions.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <List
          size="small"
          loading={versions.isPending}
          dataSource={versions.data ?? []}
          renderItem={row}
          className="version-history"
          pagination={(versions.data?.length ?? 0) > 8 ? { pageSize: 8, size: 'small' } : false}
        />
      )}
      <Modal
        title={comparing ? `比较第 ${Math.min(...comparing)} 版与第 ${Math.max(...comparing)} 版` : ''}
        open={comparing !== null}
        footer={null}
        width={760}
        onCancel={() => setComparing(null)}
        destroyOnHidden
      >
        {comparing ? <VersionCompare item={item} versions={comparing} /> : null}
      </Modal>
    </Card>
  );
};
