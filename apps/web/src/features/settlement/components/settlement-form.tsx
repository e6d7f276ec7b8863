import { SaveOutlined } from '@ant-design/icons';
import { SETTLEMENT_FIELDS, type SettlementApplication, type SettlementField } from '@rrsp/contract';
import { Button, Form, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { StepBar } from '../../../components/ui/step-bar.tsx';
import { type StandInHandOver, useStandInHandOver } from '../../../hooks/use-form-stand-in.ts';
import { readFormFailure } from '../../../lib/form-failure.ts';
import { RULE_LOAD_FAILED_TEXT } from '../../../lib/zod-rule.ts';
import { useSaveSettlementDraft } from '../api/save-settlement-draft.ts';
import { useSubmitSettlement } from '../api/submit-settlement.ts';
import { creditCodeWarning, normalizeCreditCode } from '../utils/credit-code.ts';
import {
  fieldsToFix,
  firstStepOf,
  formValuesOf,
  isUnchanged,
  LAST_STEP,
  NEW_APPLICATION_VALUES,
  SETTLEMENT_STEP_TITLES,
  SETTLEMENT_STEPS,
  type SettlementFormValues,
  stepOfField,
} from '../utils/form-values.ts';
import { loadFormChecks, loadLaterSteps } from '../utils/load-form-parts.ts';
import type { FieldHint } from './field-hint.ts';
import { SubjectFields } from './subject-fields.tsx';
import './settlement.css';
import { useFeedback } from '../../../components/feedback/feedback.tsx';

type LaterSteps = Awaited<ReturnType<typeof loadLaterSteps>>;
type FormChecks = Awaited<ReturnType<typeof loadFormChecks>>;

/** A later step whose code is still on its way (it is fetched when the form is first used: rarely seen). */
const stepLoading = <Skeleton active paragraph={{ rows: 6 }} />;

interface FormValues extends SettlementFormValues {
  /** The applicant's promise on the last step; not sent. */
  pledge?: boolean;
}

export interface SettlementFormProps {
  /** The stored application to continue (a draft) or to change (a rejected one); null for a new one. */
  application: SettlementApplication | null;
  /** Back to the status page without submitting (changing a rejected application). */
  onCancel?: (() => void) | undefined;
  /** What the stand-in drawn while this form's code loaded hands over (settlement-form-stand-in.tsx). */
  handOver?: StandInHandOver | undefined;
}

/**
 * The application in four steps. A step is drawn when it is first shown and then stays mounted (hidden when not
 * current), so nothing typed is lost between steps; 下一步 checks the step's own fields, 提交申请 checks them all and
 * goes back to the first step with a problem. 保存草稿 keeps whatever is filled in, and the page restores it next time.
 * Drawing the later steps (the region picker and its table, the licence upload, the summary) only when reached keeps
 * them out of the page's first long task (issue 25, docs/decisions/034); their code, and the checks' schemas, load
 * when the form is first used (load-form-parts.ts), so the page's first load carries step 1 alone.
 */
export const SettlementForm = ({ application, onCancel, handOver }: SettlementFormProps) => {
  const [form] = Form.useForm<FormValues>();
  const { message } = useFeedback();
  const save = useSaveSettlementDraft();
  const submit = useSubmitSettlement();
  const [step, setStep] = useState(0);
  // every step up to this one is drawn; the last step (submit) thus has the whole form drawn and checked
  const [drawnUpTo, setDrawnUpTo] = useState(0);
  if (step > drawnUpTo) setDrawnUpTo(step);
  const [alert, setAlert] = useState<string>();
  const [uploadedNames, setUploadedNames] = useState<Record<string, string>>({});
  const [pickedRegionName, setPickedRegionName] = useState<string>();
  const top = useRef<HTMLDivElement>(null);
  // steps 2–4's code, once loaded (fetched when the form is first pointed at or focused, or a later step reached)
  const [later, setLater] = useState<LaterSteps>();
  const fetchLater = () => {
    void loadLaterSteps()
      .then((steps) => setLater(() => steps))
      .catch(() => undefined);
  };
  // a later step drawn before its code is here (reached through the steps' bar at once): fetched now, tried again
  // at the next change of step if it failed
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetchLater only sets state
  useEffect(() => {
    if (drawnUpTo >= 1 && !later) fetchLater();
  }, [drawnUpTo, later, step]);

  // What the reviewer turned down, as first loaded: a reason applies while its field still holds that value.
  const [initial] = useState<FormValues>(() =>
    application ? formValuesOf(application.values) : { ...NEW_APPLICATION_VALUES },
  );
  const toFix = useMemo(
    () => (application && application.status !== 'approved' ? fieldsToFix(application.fieldReasons) : []),
    [application],
  );
  const watched = Form.useWatch((values: FormValues) => values, { form, preserve: true }) ?? initial;
  const stillToFix = toFix.filter((item) => isUnchanged(item.field, watched, initial));
  const hint: FieldHint = (field) => {
    const item = stillToFix.find((entry) => entry.field === field);
    return item ? { validateStatus: 'warning', help: `需修改：${item.reason}` } : {};
  };

  const goTo = (next: number) => {
    setStep(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const showIssues = async (issues: readonly { name: string; errors: string[] }[]) => {
    // a problem may lie in a step not drawn yet: draw every step first, or its field would not take the error
    let steps: LaterSteps;
    try {
      steps = await loadLaterSteps();
    } catch {
      setAlert(RULE_LOAD_FAILED_TEXT);
      return;
    }
    flushSync(() => {
      setLater(() => steps);
      setDrawnUpTo(LAST_STEP);
    });
    form.setFields(issues.map((issue) => ({ name: issue.name as SettlementField, errors: issue.errors })));
    const first = firstStepOf(issues.map((issue) => issue.name));
    if (first !== undefined) setStep(first);
    const name = issues[0]?.name;
    if (name) setTimeout(() => form.scrollToField(name as SettlementField, { block: 'center' }), 0);
  };

  /** A refusal from the server: its field issues on the fields, the rest in the alert above the buttons. */
  const showFailure = (caught: unknown) => {
    const failure = readFormFailure(caught, { fields: SETTLEMENT_FIELDS });
    if (failure.fields.length > 0) void showIssues(failure.fields);
    setAlert(failure.alertAt(0));
  };

  const values = (): FormValues => form.getFieldsValue(true) as FormValues;

  const onSaveDraft = async () => {
    setAlert(undefined);
    let checks: FormChecks;
    try {
      checks = await loadFormChecks();
    } catch {
      setAlert(RULE_LOAD_FAILED_TEXT);
      return;
    }
    const checked = checks.checkDraft(values());
    if (!checked.ok) {
      await showIssues(checked.issues);
      message.warning('有填写项格式不正确，请改正后再保存草稿');
      return;
    }
    try {
      await save.mutateAsync(checked.draft);
      message.success('草稿已保存，下次打开本页会自动恢复');
    } catch (caught) {
      showFailure(caught);
    }
  };

  const onNext = async () => {
    try {
      await form.validateFields([...(SETTLEMENT_STEPS[step]?.fields ?? [])]);
      goTo(step + 1);
    } catch {
      // the fields show what is wrong
    }
  };

  const onSubmit = async () => {
    setAlert(undefined);
    try {
      await form.validateFields();
    } catch (caught) {
      const names = ((caught as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? []).map(
        (item) => String(item.name[0]),
      );
      const first = firstStepOf(names);
      if (first !== undefined && first !== step) {
        goTo(first);
        message.warning(`「${SETTLEMENT_STEPS[first]?.title}」中还有需要补充或改正的内容`);
      }
      return;
    }
    let checks: FormChecks;
    try {
      checks = await loadFormChecks();
    } catch {
      setAlert(RULE_LOAD_FAILED_TEXT);
      return;
    }
    const checked = checks.checkSubmission(values());
    if (!checked.ok) {
      await showIssues(checked.issues);
      return;
    }
    try {
      await submit.mutateAsync(checked.form);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      message.success(
        application?.status === 'rejected' ? '已重新提交，请等待平台审核' : '入驻申请已提交，请等待平台审核',
      );
    } catch (caught) {
      showFailure(caught);
    }
  };

  // the stand-in's 主体信息 as typed (the code in capitals, as the field makes it), and its press carried out
  useStandInHandOver(
    form,
    handOver && {
      ...handOver,
      values: { ...handOver.values, creditCode: normalizeCreditCode(handOver.values.creditCode) },
    },
    (name) => void (name === 'draft' ? onSaveDraft() : onNext()),
  );

  const busy = save.isPending || submit.isPending;
  const problems: Record<number, string> = {};
  SETTLEMENT_STEPS.forEach((_, index) => {
    const count = stillToFix.filter((entry) => stepOfField(entry.field) === index).length;
    if (count > 0) problems[index] = `${count} 项需修改`;
  });
  const codeWarning = creditCodeWarning(watched.creditCode);
  const storedRegionName =
    watched.regionCode && watched.regionCode === application?.values.regionCode
      ? application.regionName
      : undefined;
  const regionName = pickedRegionName ?? storedRegionName;

  return (
    <div className="settlement-form" ref={top}>
      {application && toFix.length + (application.rejectionRemark ? 1 : 0) > 0 ? (
        <LazyAlert
          className="form-alert settlement-form__review"
          type="warning"
          showIcon
          title="请按审核意见修改后重新提交"
          description={
            <>
              {application.rejectionRemark ? <p>审核说明：{application.rejectionRemark}</p> : null}
              {toFix.length > 0 ? (
                <ul className="settlement-form__fix-list">
                  {toFix.map((item) => (
                    <li key={item.field}>
                      <Button type="link" size="small" onClick={() => goTo(stepOfField(item.field))}>
                        {item.label}
                      </Button>
                      ：{item.reason}
                      {stillToFix.includes(item) ? null : (
                        <span className="settlement-form__fixed">（已修改）</span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          }
        />
      ) : null}
      <StepBar
        className="flow-steps settlement-form__steps"
        label="入驻申请步骤"
        titles={SETTLEMENT_STEP_TITLES}
        current={step}
        problems={problems}
        canGoTo={(index) => index < step || index === step + 1}
        onGoTo={(next) => (next < step ? goTo(next) : void onNext())}
      />
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="settlement"
        aria-label="企业入驻申请"
        initialValues={initial}
        requiredMark
        scrollToFirstError={{ block: 'center' }}
        onPointerEnter={fetchLater}
        onFocus={fetchLater}
      >
        <section hidden={step !== 0} aria-label={SETTLEMENT_STEPS[0]?.title}>
          <SubjectFields hint={hint} />
        </section>
        <section hidden={step !== 1} aria-label={SETTLEMENT_STEPS[1]?.title}>
          {drawnUpTo >= 1 && !later ? stepLoading : null}
          {drawnUpTo >= 1 && later ? (
            <later.ContactFields
              hint={hint}
              onRegionName={setPickedRegionName}
              storedRegionName={storedRegionName}
            />
          ) : null}
        </section>
        <section hidden={step !== 2} aria-label={SETTLEMENT_STEPS[2]?.title}>
          {drawnUpTo >= 2 && !later ? stepLoading : null}
          {drawnUpTo >= 2 && later ? (
            <later.LicenceRoleFields
              hint={hint}
              onUploaded={({ fileId, name }) => setUploadedNames((known) => ({ ...known, [fileId]: name }))}
              stored={
                application?.licence
                  ? { applicationId: application.applicationId, ...application.licence }
                  : undefined
              }
            />
          ) : null}
        </section>
        <section hidden={step !== LAST_STEP} aria-label={SETTLEMENT_STEPS[LAST_STEP]?.title}>
          {drawnUpTo >= LAST_STEP && !later ? stepLoading : null}
          {drawnUpTo >= LAST_STEP && later ? (
            <>
              {codeWarning ? (
                <later.Alert
                  className="form-alert"
                  type="warning"
                  showIcon
                  title="统一社会信用代码的校验位与编码不符"
                  description="请对照营业执照再核对一次；确认无误仍可提交，审核人员会重点核对。"
                />
              ) : null}
              <later.SettlementSummary
                values={watched}
                regionName={regionName}
                licenceName={
                  watched.licenceFileId
                    ? (uploadedNames[watched.licenceFileId] ??
                      (watched.licenceFileId === application?.licence?.fileId
                        ? application.licence.name
                        : undefined))
                    : undefined
                }
                flagged={new Set(stillToFix.map((item) => item.field))}
                onEdit={goTo}
              />
              <Form.Item
                name="pledge"
                valuePropName="checked"
                className="settlement-form__pledge"
                rules={[
                  {
                    validator: async (_rule, value: unknown) => {
                      if (!value) throw new Error('请阅读并确认以上承诺');
                    },
                  },
                ]}
              >
                <later.Checkbox>
                  本人承诺所填信息真实、准确，所上传的营业执照真实有效，并愿意承担因信息不实产生的责任。
                </later.Checkbox>
              </Form.Item>
            </>
          ) : null}
        </section>
        <FormAlert message={alert} />
        <div className="settlement-form__actions">
          {step > 0 ? (
            <Button onClick={() => goTo(step - 1)} disabled={busy}>
              上一步
            </Button>
          ) : null}
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              返回审核结果
            </Button>
          ) : null}
          <span className="settlement-form__spacer" />
          <Button
            icon={<SaveOutlined />}
            onClick={() => void onSaveDraft()}
            loading={save.isPending}
            disabled={submit.isPending}
          >
            保存草稿
          </Button>
          {step < LAST_STEP ? (
            <Button type="primary" onClick={() => void onNext()} disabled={busy}>
              下一步
            </Button>
          ) : (
            <Button
              type="primary"
              onClick={() => void onSubmit()}
              loading={submit.isPending}
              disabled={save.isPending}
            >
              {application?.status === 'rejected' ? '重新提交' : '提交申请'}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
};
