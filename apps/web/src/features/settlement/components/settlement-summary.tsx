import { Button, Descriptions } from 'antd';
import { SETTLEMENT_STEPS, type SettlementFormValues, summaryRows } from '../utils/form-values.ts';

interface SettlementSummaryProps {
  values: SettlementFormValues;
  regionName?: string | null | undefined;
  licenceName?: string | null | undefined;
  /** Offers 修改 beside each part (the confirmation step). */
  onEdit?: (step: number) => void;
  /** Fields a reviewer asked to change: their rows are marked. */
  flagged?: ReadonlySet<string>;
}

/** The application part by part, as the confirmation step and the status page show it. */
export const SettlementSummary = ({
  values,
  regionName,
  licenceName,
  onEdit,
  flagged,
}: SettlementSummaryProps) => {
  const rows = summaryRows(values, { region: regionName, licence: licenceName });
  return (
    <div className="settlement-summary">
      {SETTLEMENT_STEPS.slice(0, -1).map((step, index) => (
        <Descriptions
          key={step.title}
          className="settlement-summary__part"
          title={step.title}
          size="small"
          bordered
          column={1}
          extra={
            onEdit ? (
              <Button type="link" onClick={() => onEdit(index)}>
                修改
              </Button>
            ) : null
          }
          items={rows
            .filter((row) => step.fields.includes(row.field))
            .map((row) => ({
              key: row.field,
              label: row.label,
              className: flagged?.has(row.field) ? 'settlement-summary__flagged' : undefined,
              children: row.value || <span className="settlement-summary__empty">未填写</span>,
            }))}
        />
      ))}
    </div>
  );
};
