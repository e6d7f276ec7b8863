import { AUDIT_STATE_LABELS, SHELF_STATE_LABELS, type ShelfStatus } from '@rrsp/contract';
import { StateTag } from '../ui/state-tag.tsx';
import { AUDIT_TONES, statusText } from './shelf-text.ts';
import './shelf-status.css';

/**
 * An item's two states side by side (kept apart, as the shelf model keeps them): the audit of its working version
 * and whether its approved version is on the shelf. The colours are the stylesheet's, chosen for AA contrast.
 */
export const ShelfStatusTags = ({ status }: { status: ShelfStatus }) => (
  <span className="shelf-status" title={statusText(status)}>
    <StateTag className={`shelf-tag shelf-tag--${AUDIT_TONES[status.audit]}`}>
      {AUDIT_STATE_LABELS[status.audit]}
    </StateTag>
    <StateTag className={`shelf-tag shelf-tag--shelf-${status.shelf}`}>
      {SHELF_STATE_LABELS[status.shelf]}
    </StateTag>
  </span>
);
