import { EDITORIAL_KIND_NAME, EDITORIAL_STATE_NAME, type EditorialItem, ownWorkText } from '@rrsp/contract';
import { Button } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { LazyPopconfirm } from '../../../components/ui/lazy-popconfirm.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  usePublishItem,
  useReturnItem,
  useScheduleItem,
  useSubmitItem,
  useWithdrawItem,
} from '../api/editorial-actions.ts';
import { type EditorialViewer, STATE_COLOR } from './editorial-labels.ts';
import './editorial-side.css';

type Dialog = 'schedule' | 'return' | 'withdraw' | null;

/**
 * The decisions' dialogs (antd's Modal and Form, the schedule's DatePicker) load when one is first opened, or when its
 * button is first pointed at or focused, not with the page (docs/decisions/034): most visits decide nothing.
 */
const loadDialogs = () => import('./decision-dialogs.tsx');
const preloadDialogs = () => {
  void loadDialogs().catch(() => undefined);
};
const ScheduleDialog = lazyPart(async () => (await loadDialogs()).ScheduleDialog);
const ReasonDialog = lazyPart(async () => (await loadDialogs()).ReasonDialog);
const dialogButton = { onPointerEnter: preloadDialogs, onFocus: preloadDialogs };

/** One line of the facts, as antd's small Descriptions in one column draws it (editorial-side.css). */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <tr className="editorial-facts__row">
    <td className="editorial-facts__item" colSpan={1}>
      <div className="editorial-facts__container">
        <span className="editorial-facts__label">{label}</span>
        <span className="editorial-facts__content">{children}</span>
      </div>
    </td>
  </tr>
);

/**
 * Where an item stands and what this operator may do with it now: 内容编辑 submit a saved draft; 内容审核 publish,
 * schedule, send back or withdraw. A version its viewer wrote is not theirs to publish, nor anything of a tenant they
 * are a member of (the server says so too).
 */
export const ReviewActions = ({
  item,
  viewer,
  dirty,
}: {
  item: EditorialItem;
  viewer: EditorialViewer;
  /** Unsaved edits: what would be submitted or published is the saved version, so save first. */
  dirty: boolean;
}) => {
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string>();
  const submit = useSubmitItem();
  const publish = usePublishItem();
  const schedule = useScheduleItem();
  const sendBack = useReturnItem();
  const withdraw = useWithdrawItem();
  const version = item.workingVersion;
  const ownVersion = item.pendingAuthorIds.includes(viewer.userId) && !item.selfPublishAllowed;
  // a solution or case of the reviewer's own tenant: no decision on it is theirs (the server refuses each)
  const ownTenant = item.ownWork !== null;
  const reviewable = item.state === 'pending' || item.state === 'scheduled';
  const canSubmit = viewer.canWrite && (item.state === 'draft' || item.state === 'withdrawn');
  const canWithdraw =
    viewer.canReview && !ownTenant && (item.publishedVersion !== null || item.state === 'scheduled');

  const act = async (run: () => Promise<unknown>, done: string) => {
    setRefusal(undefined);
    try {
      await run();
      message.success(done);
    } catch (caught) {
      setRefusal(errorMessageOf(caught));
    }
  };

  return (
    <Panel title="状态与审核" className="editorial-side__card">
      <div className="editorial-facts editorial-status">
        <div className="editorial-facts__view">
          <table>
            <tbody>
              <Fact label="状态">
                <StateTag
                  className={`editorial-tag editorial-tag--${STATE_COLOR[item.state]}`}
                  data-testid="editorial-state"
                >
                  {EDITORIAL_STATE_NAME[item.state]}
                </StateTag>
              </Fact>
              <Fact label="当前版本">
                第 {version} 版（{item.workingAuthorName}）
              </Fact>
              <Fact label="门户上的版本">
                {item.publishedVersion === null ? '未发布' : `第 ${item.publishedVersion} 版`}
              </Fact>
              {item.scheduledAt ? (
                <Fact label="定时发布">
                  {formatDateTime(item.scheduledAt)}（第 {item.scheduledVersion} 版）
                </Fact>
              ) : null}
            </tbody>
          </table>
        </div>
      </div>
      {item.returnReason ? (
        <LazyAlert
          type="warning"
          showIcon
          title="审核退回"
          description={item.returnReason}
          className="editorial-status__alert"
        />
      ) : null}
      {item.publishedVersion !== null && item.publishedVersion !== version ? (
        <LazyAlert
          type="info"
          showIcon
          className="editorial-status__alert"
          title={`门户上仍显示第 ${item.publishedVersion} 版，第 ${version} 版发布后才会替换。`}
        />
      ) : null}
      {dirty && (canSubmit || (viewer.canReview && reviewable)) ? (
        <LazyAlert
          type="info"
          showIcon
          className="editorial-status__alert"
          title="有未保存的修改，请先保存为新版本再提交或发布。"
        />
      ) : null}
      {viewer.canReview && item.ownWork ? (
        <LazyAlert
          type="warning"
          showIcon
          className="editorial-status__alert"
          title={ownWorkText({ verb: '审核', noun: EDITORIAL_KIND_NAME[item.kind] }, item.ownWork)}
        />
      ) : null}
      {viewer.canReview && reviewable && ownVersion && !ownTenant ? (
        <LazyAlert
          type="warning"
          showIcon
          className="editorial-status__alert"
          title="自上次发布以来的版本有您撰写或修改的内容，须由其他内容审核人员发布。"
        />
      ) : null}
      {refusal ? (
        <LazyAlert type="error" showIcon title={refusal} className="editorial-status__alert" role="alert" />
      ) : null}
      <div className="editorial-side__row editorial-status__actions">
        {canSubmit ? (
          <Button
            type="primary"
            disabled={dirty}
            loading={submit.isPending}
            onClick={() => void act(() => submit.mutateAsync({ id: item.id, version }), '已提交审核')}
          >
            提交审核
          </Button>
        ) : null}
        {viewer.canReview && reviewable && !ownTenant ? (
          <>
            <LazyPopconfirm
              title={`发布第 ${version} 版？`}
              description="发布后立即在门户首页、列表和详情页显示。"
              okText="发布"
              cancelText="取消"
              disabled={dirty || ownVersion}
              onConfirm={() => act(() => publish.mutateAsync({ id: item.id, version }), '已发布到门户')}
            >
              <Button type="primary" disabled={dirty || ownVersion} loading={publish.isPending}>
                立即发布
              </Button>
            </LazyPopconfirm>
            <Button disabled={dirty || ownVersion} {...dialogButton} onClick={() => setDialog('schedule')}>
              {item.state === 'scheduled' ? '修改排期' : '定时发布'}
            </Button>
            <Button disabled={dirty} {...dialogButton} onClick={() => setDialog('return')}>
              退回修改
            </Button>
          </>
        ) : null}
        {canWithdraw ? (
          <Button danger {...dialogButton} onClick={() => setDialog('withdraw')}>
            撤回
          </Button>
        ) : null}
      </div>
      {!viewer.canReview && item.state === 'pending' ? (
        <p className="editorial-status__hint">已提交，等待内容审核人员发布。</p>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'schedule' ? (
          <ScheduleDialog
            current={item.scheduledAt}
            onClose={() => setDialog(null)}
            onConfirm={async ({ at }) => {
              await schedule.mutateAsync({ id: item.id, version, at: at.toISOString() });
              message.success(`已排期，将于 ${formatDateTime(at.toISOString())} 发布`);
            }}
          />
        ) : null}
        {dialog === 'return' ? (
          <ReasonDialog
            title="退回修改"
            okText="退回"
            hint="退回后回到草稿，撰写人会在此看到原因；如已排期，排期一并取消。"
            onClose={() => setDialog(null)}
            onConfirm={async ({ reason }) => {
              await sendBack.mutateAsync({ id: item.id, version, reason });
              message.success('已退回修改');
            }}
          />
        ) : null}
        {dialog === 'withdraw' ? (
          <ReasonDialog
            title="撤回内容"
            okText="撤回"
            danger
            hint="撤回后立即从门户的首页、列表、详情页和站点地图中撤下；如已排期，排期一并取消。"
            onClose={() => setDialog(null)}
            onConfirm={async ({ reason }) => {
              await withdraw.mutateAsync({ id: item.id, reason });
              message.success('已撤回');
            }}
          />
        ) : null}
      </Suspense>
    </Panel>
  );
};
