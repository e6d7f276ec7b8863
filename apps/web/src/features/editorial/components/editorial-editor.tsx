import { EDITORIAL_KIND_NAME, type EditorialItem, type EditorialKind } from '@rrsp/contract';
import { Alert, Button, Card, Form, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { EditConflictAlert } from '../../../components/form/edit-conflict-alert.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard.ts';
import { isNotFoundError } from '../../../lib/api-error.ts';
import { useSaveDraft } from '../api/editorial-actions.ts';
import { useEditorialItem } from '../api/editorial-queries.ts';
import { type EditorialFormValues, emptyValues, toFields, toFormValues } from '../utils/editorial-form.ts';
import { EditorialFields } from './editorial-fields.tsx';
import type { EditorialViewer } from './editorial-labels.ts';
import { PreviewLinkCard } from './preview-link-card.tsx';
import { ReviewActions } from './review-actions.tsx';
import { VersionHistory } from './version-history.tsx';
import './editorial.css';

interface WorkspaceProps {
  kind: EditorialKind;
  item: EditorialItem | undefined;
  viewer: EditorialViewer;
  onCreated: (id: string) => void;
  onReload: () => void;
}

/**
 * One item: its fields on the left, saved as a new version each time (the version saved from is named, so another
 * operator's save in between is not overwritten); its state, review, preview and versions on the right.
 */
const Workspace = ({ kind, item, viewer, onCreated, onReload }: WorkspaceProps) => {
  const { message } = useFeedback();
  const [form] = Form.useForm<EditorialFormValues>();
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string>();
  useUnsavedChangesGuard(dirty);
  const save = useSaveDraft();
  const readOnly = !viewer.canWrite;

  // a version saved elsewhere (a restore, a review) replaces the form only when nothing is typed in it
  const [shownVersion, setShownVersion] = useState(item?.workingVersion);
  useEffect(() => {
    if (item && item.workingVersion !== shownVersion && !dirty) {
      setShownVersion(item.workingVersion);
      form.setFieldsValue(toFormValues(item.fields));
    }
  }, [item, shownVersion, dirty, form]);

  const submit = useFormSubmit(form, save, {
    fields: [],
    scrollToError: true,
    variables: (values: EditorialFormValues) => ({
      fields: toFields(kind, values),
      ...(item ? { base: { id: item.id, version: item.workingVersion } } : {}),
    }),
    onSuccess: (saved) => {
      setDirty(false);
      setShownVersion(saved.workingVersion);
      // what the server kept: its allow-list may have taken something out
      form.setFieldsValue(toFormValues(saved.fields));
      message.success(item ? `已保存为第 ${saved.workingVersion} 版` : '已创建草稿（第 1 版）');
      if (!item) onCreated(saved.id);
    },
  });

  return (
    <div className="editorial-workspace">
      <Card className="editorial-workspace__main">
        <Form<EditorialFormValues>
          form={form}
          layout="vertical"
          name="editorial"
          aria-label={`${EDITORIAL_KIND_NAME[kind]}内容`}
          initialValues={item ? toFormValues(item.fields) : emptyValues(kind)}
          onValuesChange={() => setDirty(true)}
          onFinish={submit.onFinish}
          disabled={readOnly}
          scrollToFirstError
        >
          <EditorialFields kind={kind} onNotice={setNotice} />
          {notice ? (
            <Alert type="warning" showIcon closable message={notice} onClose={() => setNotice(undefined)} />
          ) : null}
          {submit.reason === 'CONFLICT' && item ? (
            <EditConflictAlert
              subject="此内容"
              className="editorial-form__alert"
              onLoadLatest={() => {
                setDirty(false);
                submit.reset();
                form.setFieldsValue(toFormValues(item.fields));
                onReload();
              }}
            />
          ) : (
            <FormAlert message={submit.alert} />
          )}
          {readOnly ? (
            <p className="editorial-form__readonly">
              您是内容审核人员：可预览、比较版本并作出审核决定，修改请由内容编辑完成。
            </p>
          ) : (
            <div className="editorial-form__actions">
              <Button
                type="primary"
                htmlType="submit"
                loading={submit.submitting}
                disabled={Boolean(item) && !dirty}
              >
                {item ? '保存为新版本' : '保存草稿'}
              </Button>
              {item ? (
                <Button
                  disabled={!dirty || submit.submitting}
                  onClick={() => {
                    form.setFieldsValue(toFormValues(item.fields));
                    setDirty(false);
                    submit.reset();
                  }}
                >
                  放弃修改
                </Button>
              ) : null}
              {dirty ? <span className="editorial-form__dirty">有未保存的修改</span> : null}
            </div>
          )}
        </Form>
      </Card>
      {item ? (
        <aside className="editorial-workspace__side" aria-label="状态、预览与版本">
          <ReviewActions item={item} viewer={viewer} dirty={dirty} />
          <PreviewLinkCard itemId={item.id} version={item.workingVersion} dirty={dirty} />
          <VersionHistory item={item} canRestore={viewer.canWrite} dirty={dirty} />
        </aside>
      ) : (
        <aside className="editorial-workspace__side">
          <Card title="写作流程" className="editorial-side__card">
            <ol className="editorial-side__steps">
              <li>保存草稿（每次保存都留有版本，可比较、可恢复）</li>
              <li>生成预览链接，请同事看看</li>
              <li>提交审核，由其他内容审核人员发布或定时发布</li>
            </ol>
          </Card>
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
      <Result
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
      <Result
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
      <Result
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
