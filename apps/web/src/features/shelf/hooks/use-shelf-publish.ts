import type { AuditState, FieldIssue, ShelfAction, ShelfState } from '@rrsp/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { fieldIssuesOf } from '../../../lib/api-error.ts';
import { readFormFailure } from '../../../lib/form-failure.ts';
import type { CreatedHere } from '../../../lib/publish-session.ts';
import { type FormIssue, saveGoesToAudit } from '../utils/shelf-form.ts';

/** An item as its owner sees it after a save or a submission (a product's or a service's publish detail). */
export interface SavedItem {
  id: string;
  audit: AuditState;
  shelf: ShelfState;
  listed: unknown;
  actions: ShelfAction[];
}

export interface ShelfPublishConfig<V, F extends string, D, S, R extends SavedItem> {
  form: FormInstance<V>;
  /** The item being changed; none for a new one. */
  detail?: R | undefined;
  /** The form's checks (shelfFormChecks). */
  checks: {
    checkDraft: (values: V, id?: string) => { ok: true; draft: D } | { ok: false; issues: FormIssue<F>[] };
    checkSubmission: (values: V) => { ok: true; form: S } | { ok: false; issues: FormIssue<F>[] };
    submissionIssuesOf: (values: V, field: F) => string[];
    serverIssuesOf: (issues: readonly FieldIssue[]) => { onFields: FormIssue<F>[]; elsewhere: FieldIssue[] };
  };
  labels: Record<F, string>;
  save: { mutateAsync: (body: D) => Promise<R>; isPending: boolean };
  publish: { mutateAsync: (id: string) => Promise<R>; isPending: boolean };
  texts: {
    /** After 保存草稿: where the draft can be found again. */
    draftSaved: string;
    /** After 提交审核 of an item not on the shelf. */
    submitted: string;
    /** After 提交审核 of an edit of a listed item: the approved version stays listed. */
    submittedListed: string;
  };
  /** Where the page goes once the item is with the platform. */
  onSubmitted: (saved: R) => void;
}

/**
 * What a publish form of a product or a service does with its two buttons. 保存草稿 keeps whatever is filled in
 * (checked by the draft's rules); 提交审核 checks everything, saves, and sends the item to audit, unless the save
 * already did (an approved or pending item goes to audit with every save, so its form offers only 提交审核). Each
 * field checks itself as it is typed by the rules of a publication; a refusal puts the server's field issues on their
 * fields and the rest in the alert. A new item gets its id on its first save, and the address says so.
 */
export const useShelfPublish = <V, F extends string, D, S, R extends SavedItem>({
  form,
  detail,
  checks,
  labels,
  save,
  publish,
  texts,
  onSubmitted,
}: ShelfPublishConfig<V, F, D, S, R>) => {
  const { message } = useFeedback();
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  /** The history entry this visit began on (lib/publish-session.ts). */
  const [visit] = useState(location.key);
  /** Set once the item exists: a failed publication after a first save must not create it twice. */
  const [savedId, setSavedId] = useState(detail?.id);
  const [audit, setAudit] = useState(detail?.audit);
  const [alert, setAlert] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [pressed, setPressed] = useState<'draft' | 'submit'>();

  const values = (): V => form.getFieldsValue(true) as V;

  /** Each field checks itself as it is typed, by the contract's rules for a publication. */
  const rulesOf = (field: F): Rule[] => [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const [first] = checks.submissionIssuesOf(getFieldsValue(true) as V, field);
        if (first) throw new Error(first);
      },
    }),
  ];

  const showIssues = (issues: readonly FormIssue<F>[]) => {
    form.setFields(issues.map((issue) => ({ name: issue.name as never, errors: issue.errors })));
    const first = issues[0]?.name;
    if (first) setTimeout(() => form.scrollToField(first as never, { block: 'center' }), 0);
  };

  /** A refusal: its field issues on the fields (pictures included), the rest in the alert above the buttons. */
  const showFailure = (caught: unknown) => {
    const { onFields, elsewhere } = checks.serverIssuesOf(fieldIssuesOf(caught));
    if (onFields.length > 0) showIssues(onFields);
    const failure = readFormFailure(caught, { fields: [] });
    setAlert(onFields.length > 0 && elsewhere.length === 0 ? undefined : failure.alertAt(0));
  };

  /** The item now exists under this id: the address says so, and a reload edits it rather than starting anew. */
  const remember = (saved: R) => {
    setAudit(saved.audit);
    if (savedId !== saved.id) {
      setSavedId(saved.id);
      const createdHere: CreatedHere = { createdFrom: visit, createdId: saved.id };
      setSearchParams(new URLSearchParams({ id: saved.id }), { replace: true, state: createdHere });
    }
  };

  const waitForPictures = (): boolean => {
    if (!uploading) return false;
    message.warning('图片还在上传，请稍候再保存');
    return true;
  };

  const saveDraft = async () => {
    setAlert(undefined);
    if (waitForPictures()) return;
    const checked = checks.checkDraft(values(), savedId);
    if (!checked.ok) {
      showIssues(checked.issues);
      message.warning('有填写项不符合要求，请改正后再保存草稿');
      return;
    }
    setPressed('draft');
    try {
      remember(await save.mutateAsync(checked.draft));
      message.success(texts.draftSaved);
    } catch (caught) {
      showFailure(caught);
    } finally {
      setPressed(undefined);
    }
  };

  const submit = async () => {
    setAlert(undefined);
    if (waitForPictures()) return;
    const checked = checks.checkSubmission(values());
    if (!checked.ok) {
      showIssues(checked.issues);
      message.warning(
        `还有 ${checked.issues.length} 项需要填写或修改：${checked.issues.map((issue) => labels[issue.name]).join('、')}`,
      );
      return;
    }
    setPressed('submit');
    try {
      let saved = await save.mutateAsync({ ...checked.form, ...(savedId ? { id: savedId } : {}) } as D);
      remember(saved);
      // a save of an approved or waiting item is its submission already
      if (saved.audit !== 'pending' && saved.actions.includes('publish')) {
        saved = await publish.mutateAsync(saved.id);
        remember(saved);
      }
      message.success(saved.listed && saved.shelf === 'on' ? texts.submittedListed : texts.submitted);
      onSubmitted(saved);
    } catch (caught) {
      showFailure(caught);
    } finally {
      setPressed(undefined);
    }
  };

  const busy = save.isPending || publish.isPending;
  return {
    rulesOf,
    alert,
    setUploading,
    /** An approved or pending item has no draft of its own: only 提交审核. */
    onlySubmit: saveGoesToAudit(audit),
    busy,
    pressed,
    saveDraft: () => void saveDraft(),
    submit: () => void submit(),
  };
};
