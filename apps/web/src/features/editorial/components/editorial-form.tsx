import { EDITORIAL_KIND_NAME, type EditorialItem, type EditorialKind } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { EditConflictAlert } from '../../../components/form/edit-conflict-alert.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { type StandInHandOver, useStandInHandOver } from '../../../hooks/use-form-stand-in.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useSaveDraft } from '../api/editorial-actions.ts';
import { toFields, toFormValues } from '../utils/editorial-form.ts';
import { type EditorialFormValues, emptyValues } from '../utils/empty-values.ts';
import { EditorialFields } from './editorial-fields.tsx';

export interface EditorialFormProps {
  kind: EditorialKind;
  item: EditorialItem | undefined;
  readOnly: boolean;
  /** Whether something typed is not saved yet, held by the page (its side panels and its leave guard read it). */
  dirty: boolean;
  onDirty: (dirty: boolean) => void;
  onCreated: (id: string) => void;
  onReload: () => void;
  /** What the stand-in drawn while this form's code loaded hands over (editorial-form-stand-in.tsx). */
  handOver?: StandInHandOver | undefined;
  /** A cover picture chosen on the stand-in, uploaded once this form is there. */
  coverFile?: File | undefined;
}

/** A closed choice pressed on the stand-in, pressed again on the real Select or date picker. */
const openChoice = (field: string) => {
  const input = document.getElementById(`editorial_${field}`);
  input?.focus({ preventScroll: true });
  const choice = input?.closest('.ant-select, .ant-picker, .ant-cascader');
  for (const type of ['mousedown', 'mouseup', 'click']) {
    choice?.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
  }
};

/**
 * One item's fields (antd's Form with the contract's rules), saved as a new version each time (the version saved from
 * is named, so another operator's save in between is not overwritten): what editorial-editor.tsx loads when the form
 * is first used, in place of its stand-in.
 */
export const EditorialForm = ({
  kind,
  item,
  readOnly,
  dirty,
  onDirty,
  onCreated,
  onReload,
  handOver,
  coverFile,
}: EditorialFormProps) => {
  const { message } = useFeedback();
  const [form] = Form.useForm<EditorialFormValues>();
  const [notice, setNotice] = useState<string>();
  const save = useSaveDraft();
  const [initial] = useState(() => (item ? toFormValues(item.fields) : emptyValues(kind)));

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
      onDirty(false);
      setShownVersion(saved.workingVersion);
      // what the server kept: its allow-list may have taken something out
      form.setFieldsValue(toFormValues(saved.fields));
      message.success(item ? `已保存为第 ${saved.workingVersion} 版` : '已创建草稿（第 1 版）');
      if (!item) onCreated(saved.id);
    },
  });

  /** 放弃修改: the stored fields back, nothing to save. */
  const discard = (stored: EditorialItem) => {
    form.setFieldsValue(toFormValues(stored.fields));
    onDirty(false);
    submit.reset();
  };

  // what was typed on the stand-in is a change like any other (setting it does not call onValuesChange)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-over, once
  useLayoutEffect(() => {
    const typed = Object.entries(handOver?.values ?? {});
    const before = initial as Record<string, unknown>;
    if (typed.some(([field, value]) => (before[field] ?? '') !== value)) onDirty(true);
  }, []);
  useStandInHandOver(form, handOver, (name) => {
    if (name.startsWith('open:')) openChoice(name.slice('open:'.length));
    if (name === 'cover:remove') {
      form.setFieldValue('coverUrl', null);
      onDirty(true);
    }
    // 放弃修改 pressed on the stand-in: what was typed there goes, as here
    if (name === 'discard' && item) discard(item);
  });

  return (
    <Form<EditorialFormValues>
      form={form}
      layout="vertical"
      name="editorial"
      aria-label={`${EDITORIAL_KIND_NAME[kind]}内容`}
      initialValues={initial}
      onValuesChange={() => onDirty(true)}
      onFinish={submit.onFinish}
      disabled={readOnly}
      scrollToFirstError
    >
      <EditorialFields kind={kind} onNotice={setNotice} coverFile={coverFile} />
      {notice ? (
        <LazyAlert type="warning" showIcon closable title={notice} onClose={() => setNotice(undefined)} />
      ) : null}
      {submit.reason === 'CONFLICT' && item ? (
        <EditConflictAlert
          subject="此内容"
          className="editorial-form__alert"
          onLoadLatest={() => {
            onDirty(false);
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
            <Button disabled={!dirty || submit.submitting} onClick={() => discard(item)}>
              放弃修改
            </Button>
          ) : null}
          {dirty ? <span className="editorial-form__dirty">有未保存的修改</span> : null}
        </div>
      )}
    </Form>
  );
};
