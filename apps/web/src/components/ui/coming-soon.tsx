import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  /** What the block will be, e.g. 资讯列表. */
  heading: string;
  /** One sentence saying what the page will hold. */
  description: ReactNode;
  extra?: ReactNode;
}

/** A calm card for content that arrives with a later module; never blank, never English. */
export const ComingSoon = ({ heading, description, extra }: ComingSoonProps) => (
  <Card className="coming-soon">
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <div className="coming-soon__text">
          <div className="coming-soon__heading">{heading}</div>
          <p>{description}</p>
        </div>
      }
    >
      {extra}
    </Empty>
  </Card>
);
