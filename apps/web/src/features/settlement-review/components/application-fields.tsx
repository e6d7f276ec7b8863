import { ArrowRightOutlined } from '@ant-design/icons';
import {
  SETTLEMENT_FIELD_LABELS,
  SETTLEMENT_FIELDS,
  type SettlementField,
  type SettlementReview,
} from '@rrsp/contract';
import { Descriptions, Tag } from 'antd';
import { Panel } from '../../../components/ui/panel.tsx';
import { flaggedFields } from '../utils/checks.ts';
import { changeText, fieldText } from '../utils/field-values.ts';

/**
 * 申请内容: every field in form order. A field changed since the previous submission is highlighted with its
 * before → after; the last rejection's reason for a field stands under it, so the operator sees whether it was
 * fixed; a field an automatic check did not pass on is marked.
 */
export const ApplicationFields = ({ review }: { review: SettlementReview }) => {
  const changes = new Map(review.changes.map((change) => [change.field, change]));
  const flagged = flaggedFields(review.checks);
  // the reasons stand for the rejection now in force, or the one the applicant has just answered
  const reasonsTitle = review.status === 'rejected' ? '驳回原因' : '上次驳回原因';
  const showReasons = review.status === 'rejected' || review.status === 'resubmitted';

  const label = (field: SettlementField) => (
    <span className="review-field__label">
      {SETTLEMENT_FIELD_LABELS[field]}
      {changes.has(field) ? <Tag className="review-field__changed">已修改</Tag> : null}
    </span>
  );

  const content = (field: SettlementField) => {
    const change = changes.get(field);
    const reason = showReasons ? review.fieldReasons[field] : undefined;
    const flag = flagged[field];
    return (
      <div className="review-field__value">
        {change ? (
          <div className="review-change">
            <del className="review-change__before" title="修改前">
              {changeText(field, change.before)}
            </del>
            <ArrowRightOutlined className="review-change__arrow" aria-label="改为" />
            <ins className="review-change__after" title="修改后">
              {fieldText(review, field)}
            </ins>
          </div>
        ) : (
          <span className={field === 'creditCode' ? 'review-field__code' : undefined}>
            {fieldText(review, field)}
          </span>
        )}
        {flag ? (
          <span className={`review-field__flag review-field__flag--${flag}`}>
            {flag === 'fail' ? '自动核验未通过，见右侧核验结果' : '自动核验提示需人工确认，见右侧核验结果'}
          </span>
        ) : null}
        {reason ? (
          <span className="review-field__reason">
            {reasonsTitle}：{reason}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <Panel
      className="workbench-card review-fields"
      title="申请内容"
      extra={review.changes.length > 0 ? `与上次提交相比修改了 ${review.changes.length} 项` : undefined}
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 168 } }}
        items={SETTLEMENT_FIELDS.map((field) => ({
          key: field,
          label: label(field),
          children: content(field),
          ...(changes.has(field) ? { classNames: { label: 'is-changed', content: 'is-changed' } } : {}),
        }))}
      />
    </Panel>
  );
};
