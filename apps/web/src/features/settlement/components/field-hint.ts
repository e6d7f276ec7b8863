import type { SettlementField } from '@rrsp/contract';
import type { FormItemProps } from 'antd';

/**
 * What a step's Form.Item gets besides its rules: the reviewer's reason as a warning while the field still holds
 * what was turned down (Form.Item validateStatus + help); nothing once it has been changed.
 */
export type FieldHint = (field: SettlementField) => Pick<FormItemProps, 'validateStatus' | 'help'>;

export const noHint: FieldHint = () => ({});
