import { type ReactNode, useId } from 'react';
import './filter-field.css';

/**
 * One labelled filter above a list (a shelf's, an operator's queue's): the visible label names the control for screen
 * readers too, through the id it hands the control.
 */
export const FilterField = ({
  label,
  children,
}: {
  label: string;
  children: (labelId: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="filter-field">
      <span id={id} className="filter-field__label">
        {label}
      </span>
      {children(id)}
    </div>
  );
};
