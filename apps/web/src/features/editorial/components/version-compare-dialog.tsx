import type { EditorialItem } from '@rrsp/contract';
import { Alert, Modal, Skeleton } from 'antd';
import { useContentClassOptions, useEditorialVersion } from '../api/editorial-queries.ts';
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
 * 版本记录's comparison in antd's Modal: what version-history.tsx loads when a comparison is first asked for, so the
 * page does not carry the Modal and the diff (docs/decisions/034).
 */
export const VersionCompareDialog = ({
  item,
  comparing,
  onClose,
}: {
  item: EditorialItem;
  /** The two versions compared; null: the dialog is closed. */
  comparing: [number, number] | null;
  onClose: () => void;
}) => (
  <Modal
    title={comparing ? `比较第 ${Math.min(...comparing)} 版与第 ${Math.max(...comparing)} 版` : ''}
    open={comparing !== null}
    footer={null}
    width={760}
    onCancel={onClose}
    destroyOnHidden
  >
    {comparing ? <VersionCompare item={item} versions={comparing} /> : null}
  </Modal>
);
