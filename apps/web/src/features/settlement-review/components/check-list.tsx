import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { CheckResult } from '@rrsp/contract';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { checksSummary, OUTCOME_LABELS } from '../utils/checks.ts';

const ICONS: Record<CheckResult['outcome'], ReactNode> = {
  pass: <CheckCircleFilled />,
  warn: <ExclamationCircleFilled />,
  fail: <CloseCircleFilled />,
};

/**
 * The automatic checklist: pass, warn or fail, each with what was found. A warning (a check digit that does not
 * match, say) is for the operator to weigh against the licence, not a refusal.
 */
export const CheckList = ({ checks }: { checks: CheckResult[] }) => (
  <Panel className="workbench-card review-checks" title="自动核验" extra={checksSummary(checks)}>
    {checks.length === 0 ? (
      <p className="workbench-card__hint">本申请暂无自动核验结果，请人工核对。</p>
    ) : (
      <ul className="review-checks__list">
        {checks.map((check) => (
          <li key={check.id} className={`review-check review-check--${check.outcome}`}>
            <span className="review-check__icon" aria-hidden="true">
              {ICONS[check.outcome]}
            </span>
            <div className="review-check__body">
              <div className="review-check__head">
                <span className="review-check__label">{check.label}</span>
                <span className="review-check__outcome">{OUTCOME_LABELS[check.outcome]}</span>
              </div>
              {check.detail ? <p className="review-check__detail">{check.detail}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    )}
  </Panel>
);
