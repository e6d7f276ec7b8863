import type { AuditEntry } from '@rrsp/contract';
import { fieldChangesOf } from '../utils/audit-changes.ts';
import './audit-trail.css';

/** What a decision changed: each field with its value before and after. */
export const FieldChanges = ({ entry }: { entry: Pick<AuditEntry, 'objectType' | 'before' | 'after'> }) => {
  const changes = fieldChangesOf(entry);
  if (changes.length === 0) return <span className="field-changes__none">—</span>;
  return (
    <dl className="field-changes">
      {changes.map((change) => (
        <div key={change.field} className="field-changes__row">
          <dt>{change.field}：</dt>
          <dd>
            <span className="field-changes__before">{change.before}</span>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden">改为</span>
            <span className="field-changes__after">{change.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
};
