import { CheckOutlined } from '@ant-design/icons';
import './step-bar.css';

type StepState = 'finish' | 'process' | 'wait';

interface StepBarProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  /** The index of the step the user is on. */
  current: number;
  /** The list's accessible name (e.g. 找回密码步骤). */
  label: string;
  className?: string;
}

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'finish' : index === current ? 'process' : 'wait';

/**
 * A flow's steps as antd's small Steps draws them with `titlePlacement="vertical"` (numbered circles, a check on the
 * done ones, a rail between them, titles under them; one under the other below 576 px, as antd's responsive Steps),
 * from antd's tokens, without its code (8 KiB with its icons, on the entry pages' first screen, docs/decisions/034).
 * An ordered list whose current step carries aria-current="step".
 */
export const StepBar = ({ titles, current, label, className }: StepBarProps) => (
  <ol className={className ? `step-bar ${className}` : 'step-bar'} aria-label={label}>
    {titles.map((title, index) => {
      const state = stateOf(index, current);
      const next = index + 1 < titles.length ? stateOf(index + 1, current) : undefined;
      return (
        <li
          key={title}
          className={`step-bar__item step-bar__item--${state}`}
          aria-current={state === 'process' ? 'step' : undefined}
        >
          <span className="step-bar__icon">
            {state === 'finish' ? <CheckOutlined aria-label="已完成" /> : index + 1}
          </span>
          <span className="step-bar__title">{title}</span>
          {next ? <span className={`step-bar__rail step-bar__rail--${next}`} aria-hidden /> : null}
        </li>
      );
    })}
  </ol>
);
