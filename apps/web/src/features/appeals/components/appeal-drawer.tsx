import { ACCOUNT_EVENT_LABELS, ACCOUNT_STATUS_LABELS, type AppealReview } from '@rrsp/contract';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/content/data-table.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { revealMobile } from '../api/appeal-actions.ts';
import { useAppeal } from '../api/get-appeal-review.ts';
import { waitedText } from '../utils/appeal-text.ts';
import { AppealPhotos } from './appeal-photos.tsx';
import { AppealStatusTag } from './appeal-status-tag.tsx';
import { ApproveDialog } from './approve-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import './appeals.css';

const moment = (value: string | null) => (value ? formatDateTime(value) : '—');

/** The masked contact mobile, and 查看完整号码 (the server records who looked). */
const ContactMobile = ({ appeal }: { appeal: AppealReview }) => {
  const [whole, setWhole] = useState<string>();
  return (
    <Space>
      <span>{whole ?? appeal.contactMobile}</span>
      {whole ? null : (
        <Button
          type="link"
          size="small"
          onClick={async () => setWhole((await revealMobile(appeal.appealId)).mobile)}
        >
          查看完整号码
        </Button>
      )}
    </Space>
  );
};

/** Why 通过 cannot be pressed, when it cannot; the reviewer may still reject. */
const approvalBlockedBy = (appeal: AppealReview): string | null => {
  if (!appeal.account) return '没有与该用户名对应的账号，此申诉只能驳回。';
  if (appeal.account.isOperator) return '这是运营人员的账号，不能通过申诉改绑手机号，请联系超级管理员处理。';
  if (appeal.account.status !== 'active')
    return '该账号已被冻结或停用，请先在账号管理中核实并解冻，再处理申诉。';
  if (appeal.contactMobileTaken) {
    return '申诉人的联系手机号已绑定其他账号，不能改绑到此账号；请驳回，并请申诉人换用未绑定账号的手机号重新申诉。';
  }
  return null;
};

/** What the reviewer must know first, above the papers. */
const Notices = ({ appeal }: { appeal: AppealReview }) => {
  const blocked = approvalBlockedBy(appeal);
  return (
    <div className="appeal-notices">
      {appeal.aboutYou ? (
        <Alert type="info" showIcon title="这是关于您本人账号的申诉，请由其他账号管理人员处理。" />
      ) : null}
      {appeal.status === 'pending' && appeal.needsReview ? (
        <Alert
          type="warning"
          showIcon
          title="账号的密码或手机号在申诉前 30 天内被修改过"
          description="改动者可能是盗用账号的人，也可能是账号持有人本人。请对照下方账号的安全事件与照片仔细核实。"
        />
      ) : null}
      {appeal.status === 'pending' && blocked && !appeal.aboutYou ? (
        <Alert type="error" showIcon title={blocked} />
      ) : null}
    </div>
  );
};

const AppealFacts = ({ appeal }: { appeal: AppealReview }) => (
  <Descriptions
    column={1}
    size="small"
    bordered
    items={[
      { key: 'applyNo', label: '申诉编号', children: appeal.applyNo },
      { key: 'status', label: '状态', children: <AppealStatusTag status={appeal.status} /> },
      { key: 'username', label: '申诉账号', children: appeal.username },
      { key: 'realName', label: '真实姓名', children: appeal.realName },
      { key: 'idNumber', label: '身份证号', children: appeal.idNumberMasked },
      { key: 'mobile', label: '联系手机号', children: <ContactMobile appeal={appeal} /> },
      {
        key: 'apps',
        label: '使用过的应用',
        children:
          appeal.usedApps.length === 0
            ? '未选择'
            : appeal.usedApps.map((app) => (
                <Tag key={app.name} className={app.decoy ? 'appeal-app appeal-app--decoy' : 'appeal-app'}>
                  {app.name}
                  {app.decoy ? '（平台无此应用）' : ''}
                </Tag>
              )),
      },
      { key: 'reason', label: '申诉原因', children: <span className="appeal-text">{appeal.reason}</span> },
      {
        key: 'submitted',
        label: '提交时间',
        children: (
          <>
            {moment(appeal.createdAt)}
            {appeal.status === 'pending' ? (
              <span className="appeal-waited">{waitedText(appeal.waitingSeconds)}</span>
            ) : null}
          </>
        ),
      },
      ...(appeal.status === 'pending'
        ? []
        : [
            { key: 'reviewed', label: '处理时间', children: moment(appeal.reviewedAt) },
            {
              key: 'reviewer',
              label: '审核人',
              children: appeal.reviewerName ?? '—（账号持有人登录后自动撤销）',
            },
            {
              key: 'remark',
              label: appeal.status === 'rejected' ? '驳回原因' : '说明',
              children: <span className="appeal-text">{appeal.reviewRemark ?? '—'}</span>,
            },
          ]),
    ]}
  />
);

/** The account the appeal names, as it stands now, and what happened to it lately. */
const AccountHistory = ({ appeal }: { appeal: AppealReview }) => {
  const { account } = appeal;
  if (!account) {
    return <p className="appeal-drawer__note">平台没有用户名为「{appeal.username}」的账号。</p>;
  }
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'name',
            label: '账号',
            children: (
              <>
                {account.nickName}（{account.username}）
                {account.isOperator ? <Tag className="appeal-account__operator">运营</Tag> : null}
              </>
            ),
          },
          {
            key: 'status',
            label: '账号状态',
            children: (
              <Tag className={`appeal-account-status appeal-account-status--${account.status}`}>
                {ACCOUNT_STATUS_LABELS[account.status]}
              </Tag>
            ),
          },
          { key: 'mobile', label: '当前绑定手机号', children: account.mobile ?? '未绑定' },
          { key: 'password', label: '密码最近修改', children: moment(account.passwordChangedAt) },
          { key: 'mobileChanged', label: '手机号最近更换', children: moment(account.mobileChangedAt) },
          { key: 'created', label: '注册时间', children: moment(account.createdAt) },
        ]}
      />
      <h4 className="appeal-drawer__subheading">安全事件</h4>
      {account.events.length === 0 ? (
        <p className="appeal-drawer__note">没有记录。</p>
      ) : (
        <ul className="appeal-events">
          {account.events.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              <span className="appeal-events__time">{formatDateTime(event.at)}</span>
              {ACCOUNT_EVENT_LABELS[event.kind]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

const OtherAppeals = ({ appeal }: { appeal: AppealReview }) => (
  <DataTable
    aria-label="该账号的其他申诉"
    size="small"
    rowKey="appealId"
    rows={appeal.otherAppeals}
    emptyText="该账号没有其他申诉"
    columns={[
      { title: '申诉编号', dataIndex: 'applyNo' },
      { title: '提交时间', dataIndex: 'createdAt', render: formatDateTime },
      {
        title: '联系手机号',
        key: 'mobile',
        render: (_, other) => (
          <>
            {other.contactMobile}
            {other.sameContactMobile ? <Tag className="appeal-same">同一号码</Tag> : null}
          </>
        ),
      },
      {
        title: '状态',
        dataIndex: 'status',
        render: (status: AppealReview['status']) => <AppealStatusTag status={status} />,
      },
    ]}
  />
);

const AppealBody = ({ appeal }: { appeal: AppealReview }) => {
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const decidable = appeal.status === 'pending' && !appeal.aboutYou;
  return (
    <div className="appeal-drawer">
      <Notices appeal={appeal} />
      {decidable ? (
        <Space className="appeal-drawer__actions" wrap>
          <Button
            type="primary"
            disabled={approvalBlockedBy(appeal) !== null}
            onClick={() => setDialog('approve')}
          >
            通过并改绑手机号
          </Button>
          <Button danger onClick={() => setDialog('reject')}>
            驳回申诉
          </Button>
        </Space>
      ) : null}
      <div className="appeal-drawer__columns">
        <section aria-labelledby="appeal-papers">
          <h3 id="appeal-papers" className="appeal-drawer__heading">
            申诉材料
          </h3>
          <AppealFacts appeal={appeal} />
          <h4 className="appeal-drawer__subheading">身份证照片</h4>
          <AppealPhotos photos={appeal.photos} />
        </section>
        <section aria-labelledby="appeal-account">
          <h3 id="appeal-account" className="appeal-drawer__heading">
            账号情况
          </h3>
          <AccountHistory appeal={appeal} />
          <h4 className="appeal-drawer__subheading">历次申诉</h4>
          <OtherAppeals appeal={appeal} />
        </section>
      </div>
      {dialog === 'approve' ? (
        <ApproveDialog appeal={appeal} open onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog appeal={appeal} open onClose={() => setDialog(undefined)} />
      ) : null}
    </div>
  );
};

/** One appeal in a drawer beside the queue, opened from the address (`?open=`). */
export const AppealDrawer = ({
  appealId,
  onClose,
}: {
  appealId: string | undefined;
  onClose: () => void;
}) => {
  const query = useAppeal(appealId);
  return (
    <Drawer
      open={Boolean(appealId)}
      onClose={onClose}
      title="申诉详情"
      size={960}
      rootClassName="appeal-drawer-root"
      destroyOnHidden
    >
      {appealId ? (
        <QueryBlock
          query={query}
          skeleton={<Skeleton active paragraph={{ rows: 10 }} />}
          emptyText="没有找到这条申诉。"
          errorTitle="申诉详情加载失败"
        >
          {(appeal) => <AppealBody appeal={appeal} />}
        </QueryBlock>
      ) : null}
    </Drawer>
  );
};
