import { EyeOutlined } from '@ant-design/icons';
import { type ReactNode, useId } from 'react';
import './shelf.css';

interface ShelfPreviewProps {
  /** The card as the shelf will show it, following the form as it is filled in. */
  children: ReactNode;
  /** What the shelf shows besides the card. */
  hint: string;
  testId?: string;
}

/** 上架后的样子: beside a publish form, the card exactly as the shelf will show it. */
export const ShelfPreview = ({ children, hint, testId }: ShelfPreviewProps) => {
  const titleId = useId();
  return (
    <section className="shelf-preview" aria-labelledby={titleId}>
      <h2 id={titleId} className="shelf-preview__title">
        <EyeOutlined aria-hidden="true" /> 上架后的样子
      </h2>
      <div className="shelf-preview__card" data-testid={testId}>
        {children}
      </div>
      <p className="shelf-preview__hint">{hint}</p>
    </section>
  );
};
