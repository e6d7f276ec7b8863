import type { MessageKind } from '@rrsp/contract';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { kindLabelOf } from '../utils/message-kinds.ts';
import './messages.css';

/**
 * What a message is about, as a tag: security notices in gold, the rest in the portal's green. A StateTag (antd's Tag
 * as it looks): antd's Tag is 3 KiB on the message centre, which draws nothing else of it (docs/decisions/034).
 */
export const MessageKindTag = ({ kind }: { kind: MessageKind }) => (
  <StateTag className={kind === 'security' ? 'message-kind message-kind--security' : 'message-kind'}>
    {kindLabelOf(kind)}
  </StateTag>
);
