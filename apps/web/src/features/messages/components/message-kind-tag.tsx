import type { MessageKind } from '@rrsp/contract';
import { Tag } from 'antd';
import { kindLabelOf } from '../utils/message-kinds.ts';
import './messages.css';

/** What a message is about, as a tag: security notices in gold, the rest in the portal's green. */
export const MessageKindTag = ({ kind }: { kind: MessageKind }) => (
  <Tag className={kind === 'security' ? 'message-kind message-kind--security' : 'message-kind'}>
    {kindLabelOf(kind)}
  </Tag>
);
