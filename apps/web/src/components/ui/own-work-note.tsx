import { InfoCircleOutlined } from '@ant-design/icons';
import { type DecisionSubject, type OwnWork, ownWorkText } from '@rrsp/contract';
import './own-work-note.css';

interface OwnWorkNoteProps {
  ownWork: OwnWork;
  subject: DecisionSubject;
}

/**
 * In place of the decision buttons on something the operator may not decide (four eyes): the server's own refusal,
 * said before the click, and who decides instead.
 */
export const OwnWorkNote = ({ ownWork, subject }: OwnWorkNoteProps) => (
  <span className="own-work-note" role="note">
    <InfoCircleOutlined aria-hidden="true" />
    {ownWorkText(subject, ownWork)}
  </span>
);
