import type { ControlCenter } from '@rrsp/contract';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { useInView } from '../../../hooks/use-in-view.ts';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import type { GuizhouChart } from '../utils/guizhou-chart.ts';

type ChartState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The map canvas. ECharts and the outline are imported here, on demand, only when the block is about to scroll
 * into view, so they never weigh on the home page's first load.
 */
export const GuizhouMap = ({ centres }: { centres: ControlCenter[] }) => {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<GuizhouChart | null>(null);
  const inView = useInView(frameRef, '300px');
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<ChartState>('idle');
  const [attempt, setAttempt] = useState(0);
  const centresRef = useRef(centres);
  centresRef.current = centres;

  // `attempt` is the 重试 button's trigger: a new attempt runs the effect again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on purpose.
  useEffect(() => {
    const element = canvasRef.current;
    if (!inView || !element) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    setState('loading');
    import('../utils/guizhou-chart.ts')
      .then(({ renderGuizhouMap }) =>
        renderGuizhouMap(element, centresRef.current, { animate: !reducedMotion }),
      )
      .then((chart) => {
        if (disposed) {
          chart.dispose();
          return;
        }
        chartRef.current = chart;
        setState('ready');
        // ECharts' map layout throws on a 0×0 box (a hidden tab, a collapsed window): only resize to a real size.
        observer = new ResizeObserver(() => {
          if (element.clientWidth > 0 && element.clientHeight > 0) chart.resize();
        });
        observer.observe(element);
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, [inView, reducedMotion, attempt]);

  useEffect(() => {
    chartRef.current?.update(centres);
  }, [centres]);

  return (
    <div ref={frameRef} className="guizhou-map">
      <div ref={canvasRef} className="guizhou-map__canvas" aria-hidden="true" />
      {state === 'idle' || state === 'loading' ? (
        <div className="guizhou-map__overlay">
          <SkeletonBlock className="guizhou-map__skeleton" />
          <span className="visually-hidden">地图加载中…</span>
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className="guizhou-map__overlay">
          <LazyResult
            className="query-block--dark"
            status="warning"
            title="地图加载失败"
            subTitle="网络不稳定，地图文件未能加载。"
            extra={
              <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
                重试
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
};
