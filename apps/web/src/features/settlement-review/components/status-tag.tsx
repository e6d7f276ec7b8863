import { SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '@rrsp/contract';
import { Tag } from 'antd';

/** The state of an application as a coloured tag; the colours are the stylesheet's, chosen for AA contrast. */
export const SettlementStatusTag = ({ status }: { status: SettlementStatus }) => (
  <Tag className={`settlement-status settlement-status--${status}`}>{SETTLEMENT_STATUS_LABELS[status]}</Tag>
);
