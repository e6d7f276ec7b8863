import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { partLoadedOnFirstUse, useLoadedOnFirstUse } from '../../hooks/use-loaded-on-first-use.ts';

/**
 * antd's Tooltip with its trigger, motion and arrow (about 10 KiB served) loads when a tooltip is first wanted, not
 * with a page whose icon buttons carry one (数据中心's 保存图片 and 下载 buttons; docs/decisions/034).
 */
const tooltipPart = partLoadedOnFirstUse(() =>
  import('./lazy-tooltip-part.tsx').then((module) => module.TooltipPart),
);

/** antd's Tooltip's delays: it opens 0.1 s after the pointer arrives and closes 0.1 s after it leaves. */
const HOVER_DELAY_MS = 100;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * A Tooltip over its element (an icon button) whose code loads when the element is first pointed at. The element is
 * drawn once and stays the same when the code arrives (the tooltip is placed at it from beside it, as LazyPopconfirm
 * does), so nothing pressed is lost. It opens as antd's Tooltip does by default: under the pointer only (its `hover`
 * trigger), after the same delays, and names the open tooltip as the element's description.
 */
export const LazyTooltip = ({ title, children }: { title: string; children: ReactElement<TriggerProps> }) => {
  const [Part, load] = useLoadedOnFirstUse(tooltipPart);
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // the pointer is on the element: the tooltip stays open when antd's trigger sees it leave the tooltip for it
  const over = useRef(false);
  const target = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const hoverAfterDelay = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // left for the tooltip itself: it stays open, and antd's trigger closes it when the pointer leaves it
      if (!next && document.getElementById(id)?.closest('.ant-tooltip')?.matches(':hover')) return;
      setHovered(next);
    }, HOVER_DELAY_MS);
  };
  const open = Boolean(Part) && hovered;
  const trigger = cloneElement(children, {
    ref: target,
    'aria-describedby': open ? id : undefined,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      over.current = true;
      load();
      hoverAfterDelay(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      over.current = false;
      hoverAfterDelay(false);
    },
  });
  return (
    <>
      {trigger}
      {Part ? (
        <Part
          title={title}
          id={id}
          open={open}
          target={target}
          // antd's trigger watches the tooltip itself: the pointer moved onto it keeps it open, off it closes it
          onOpenChange={(next) => {
            if (next) {
              clearTimeout(timer.current);
              setHovered(true);
            } else if (!over.current) setHovered(false);
          }}
        />
      ) : null}
    </>
  );
};
