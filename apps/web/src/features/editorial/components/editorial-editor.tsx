import type { EditorialItem, EditorialKind } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { type ComponentType, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard.ts';
import { isNotFoundError } from '../../../lib/api-error.ts';
import { useEditorialItem } from '../api/editorial-queries.ts';
import type { EditorialFormProps } from './editorial-form.tsx';
import { EditorialFormStandIn } from './editorial-form-stand-in.tsx';
import type { EditorialViewer } from './editorial-labels.ts';
import { PreviewLinkCard } from './preview-link-card.tsx';
import { ReviewActions } from './review-actions.tsx';
import { RichTextStandIn } from './rich-text-stand-in.tsx';
import { VersionHistory } from './version-history.tsx';
import './editorial.css';

interface WorkspaceProps {
  kind: EditorialKind;
  item: EditorialItem | undefined;
  viewer: EditorialViewer;
  onCreated: (id: string) => void;
  onReload: () => void;
}

const loadEditorialForm = async () => (await import('./editorial-form.tsx')).EditorialForm;
// a solution's or case's form (its region and tags have no stand-in yet): loaded with the page
const EditorialFormNow = lazyPart(loadEditorialForm) as ComponentType<EditorialFormProps>;

/**
 * One item: its fields on the left (a stand-in until first used for a news item, then the form, which saves a new
 * version each time); its state, review, preview and versions on the right.
 */
const Workspace = ({ kind, item, viewer, onCreated, onReload }: WorkspaceProps) => {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  const readOnly = !viewer.canWrite;
  const [coverFile, setCoverFile] = useState<File>();
  const standIn = useFormStandIn<EditorialFormProps>('editorial', loadEditorialForm);
  const formProps = { kind, item, readOnly, dirty, onDirty: setDirty, onCreated, onReload, coverFile };

  const form = () => {
    if (standIn.real) return <standIn.real.Form {...formProps} handOver={standIn.real.handOver} />;
    if (kind !== 'news') {
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
          <EditorialFormNow {...formProps} />
        </Suspense>
      );
    }
    return (
      <EditorialFormStandIn
        // a version saved elsewhere (a restore, a review) is drawn anew: nothing can be typed in it yet
        key={item?.workingVersion}
        item={item}
        readOnly={readOnly}
        standIn={standIn}
        content={(html) => (
          <RichTextStandIn
            id="editorial_content"
            value={html}
            disabled={readOnly}
            // 插入图片's file dialog: the form waits for the pictures chosen before it takes over
            onChoosingFile={standIn.choosingFile}
          />
        )}
        onCoverFile={setCoverFile}
        onDirty={setDirty}
        dirty={dirty}
      />
    );
  };

  return (
    <div className="editorial-workspace">
      <Panel className="editorial-workspace__main">{form()}</Panel>
      {item ? (
        <aside className="editorial-workspace__side" aria-label="状态、预览与版本">
          <ReviewActions item={item} viewer={viewer} dirty={dirty} />
          <PreviewLinkCard itemId={item.id} version={item.workingVersion} dirty={dirty} />
          <VersionHistory item={item} canRestore={viewer.canWrite} dirty={dirty} />
        </aside>
      ) : (
        <aside className="editorial-workspace__side">
          <Panel title="写作流程" className="editorial-side__card">
            <ol className="editorial-side__steps">
              <li>保存草稿（每次保存都留有版本，可比较、可恢复）</li>
              <li>生成预览链接，请同事看看</li>
              <li>提交审核，由其他内容审核人员发布或定时发布</li>
            </ol>
          </Panel>
        </aside>
      )}
    </div>
  );
};

/** 编辑内容: an existing item by its id, or a new one of a kind. */
export const EditorialEditor = ({
  id,
  newKind,
  viewer,
  backHref,
  onCreated,
}: {
  id: string | undefined;
  newKind: EditorialKind | undefined;
  viewer: EditorialViewer;
  backHref: string;
  onCreated: (id: string) => void;
}) => {
  const query = useEditorialItem(id);
  if (!id && !newKind) {
    return (
      <LazyResult
        status="warning"
        title="请选择要编辑的内容"
        extra={
          <Link to={backHref} className="link-button link-button--primary">
            返回内容管理
          </Link>
        }
      />
    );
  }
  if (id && query.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (id && query.isError) {
    return (
      <LazyResult
        status={isNotFoundError(query.error) ? '404' : 'error'}
        title={isNotFoundError(query.error) ? '该内容不存在' : '内容加载失败'}
        extra={
          <>
            <Link to={backHref} className="link-button link-button--ghost">
              返回内容管理
            </Link>
            {isNotFoundError(query.error) ? null : (
              <Button type="primary" onClick={() => void query.refetch()}>
                重试
              </Button>
            )}
          </>
        }
      />
    );
  }
  const kind = query.data?.kind ?? newKind ?? 'news';
  if (!id && !viewer.canWrite) {
    return (
      <LazyResult
        status="403"
        title="新建内容需要「内容编辑」角色"
        extra={<Link to={backHref}>返回内容管理</Link>}
      />
    );
  }
  return (
    <Workspace
      key={query.data?.id ?? `new-${kind}`}
      kind={kind}
      item={query.data}
      viewer={viewer}
      onCreated={onCreated}
      onReload={() => void query.refetch()}
    />
  );
};
