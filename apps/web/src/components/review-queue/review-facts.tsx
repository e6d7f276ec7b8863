import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '../ui/panel.tsx';

interface ReviewFactsProps {
  title: string;
  className: string;
  items: DescriptionsProps['items'];
  /** Below the facts: what the operator must know first (a rejection, an off-shelf). */
  children?: ReactNode;
}

/** 概况 of an item under review: its facts in up to three columns. */
export const ReviewFacts = ({ title, className, items, children }: ReviewFactsProps) => (
  <Panel className={`workbench-card ${className}`} title={title}>
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    {children}
  </Panel>
);
