import { CheckOutlined } from '@ant-design/icons';
import './step-bar.css';

type StepState = 'finish' | 'process' | 'wait' | 'error';

interface StepBarProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  /** The index of the step the user is on. */
  current: number;
  /** The list's accessible name (e.g. 找回密码步骤). */
  label: string;
  className?: string;
  /** A step with something to mend: drawn in the error colour, its note (e.g. 2 项需修改) under its title. */
  problems?: Readonly<Record<number, string>>;
  /** Steps that can be gone to from here: each is a button that calls `onGoTo` with its index. */
  canGoTo?: (index: number) => boolean;
  onGoTo?: (index: number) => void;
}

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'finish' : index === current ? 'process' : 'wait';

/**
 * A flow's steps as antd's small Steps draws them with `titlePlacement="vertical"` (numbered circles, a check on the
 * done ones, a rail between them, titles under them; one under the other below 576 px, as antd's responsive Steps),
 * from antd's tokens, without its code (8 KiB with its icons and tooltip, docs/decisions/034). An ordered list whose
 * current step carries aria-current="step"; a step that can be gone to is a button.
 */
export const StepBar = ({ titles, current, label, className, problems, canGoTo, onGoTo }: StepBarProps) => (
  <ol className={className ? `step-bar ${className}` : 'step-bar'} aria-label={label}>
    {titles.map((title, index) => {
      const problem = problems?.[index];
      // a step with something to mend is drawn in the error colour, the current one too (antd's error status)
      const state = problem ? 'error' : stateOf(index, current);
      const next = index + 1 < titles.length ? stateOf(index + 1, current) : undefined;
      const face = (
        <>
          <span className="step-bar__icon">
            {state === 'finish' ? <CheckOutlined aria-label="已完成" /> : index + 1}
          </span>
          <span className="step-bar__title">
            {title}
            {problem ? <span className="step-bar__note">{problem}</span> : null}
          </span>
        </>
      );
      return (
        <li
          key={title}
          className={`step-bar__item step-bar__item--${state}${state === 'error' && index === current ? ' step-bar__item--active' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          {onGoTo && index !== current && (canGoTo?.(index) ?? true) ? (
            <button type="button" className="step-bar__button" onClick={() => onGoTo(index)}>
              {face}
            </button>
          ) : (
            face
          )}
          {next ? <span className={`step-bar__rail step-bar__rail--${next}`} aria-hidden /> : null}
        </li>
      );
    })}
  </ol>
);
