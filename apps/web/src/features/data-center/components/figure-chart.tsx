import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../../hooks/use-in-view.ts';
import type { ChartOption } from '../utils/chart-options.ts';
import type { RenderedChart } from '../utils/render-chart.ts';

type DrawState = 'loading' | 'ready' | 'failed';

/**
 * One chart's canvas. ECharts (about 150 KiB) is imported here, on demand, when the first chart's box comes near the
 * viewport, not with the page: the figures and the rest of the first screen are drawn first (issue 25, docs/decisions
 * /034). Until then the box keeps its size and shows the skeleton. A failed load (the network went away) says so
 * with 重试. The canvas is a picture to a screen reader: `label` says what it shows.
 */
export const FigureChart = ({ option, label }: { option: ChartOption; label: string }) => {
  const canvasRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<RenderedChart | null>(null);
  const optionRef = useRef(option);
  optionRef.current = option;
  const [state, setState] = useState<DrawState>('loading');
  const [attempt, setAttempt] = useState(0);
  const near = useInView(canvasRef);

  // `attempt` is the 重试 button's trigger: a new attempt runs the effect again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on purpose.
  useEffect(() => {
    const element = canvasRef.current;
    if (!element || !near) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    setState('loading');
    import('../utils/render-chart.ts')
      .then(({ renderChart }) => {
        if (disposed) return;
        chartRef.current = renderChart(element, optionRef.current);
        setState('ready');
        observer = new ResizeObserver(() => {
          if (element.clientWidth > 0 && element.clientHeight > 0) chartRef.current?.resize();
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
  }, [attempt, near]);

  useEffect(() => {
    chartRef.current?.update(option);
  }, [option]);

  return (
    <div className="data-chart__frame">
      <div ref={canvasRef} className="data-chart__canvas" role="img" aria-label={label} />
      {state === 'loading' ? (
        <div className="data-chart__overlay" aria-hidden="true">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className="data-chart__overlay">
          <Alert
            type="warning"
            showIcon
            title="图表组件加载失败"
            description="网络不稳定，图表文件未能加载。"
            action={
              <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                重试
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
};
