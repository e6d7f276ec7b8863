import type { CooperationState } from '@rrsp/contract';
import { Tag } from 'antd';
import type { CooperationTab } from '../utils/cooperation-filters.ts';
import { STATE_TONES, stateLabelOf } from '../utils/cooperation-text.ts';
import './cooperation.css';

/** A request's state as the side reading it understands it; the colours are the stylesheet's (AA contrast). */
export const CooperationStateTag = ({ state, side }: { state: CooperationState; side: CooperationTab }) => (
  <Tag className={`cooperation-state cooperation-state--${STATE_TONES[state]}`}>
    {stateLabelOf(state, side)}
  </Tag>
);
