import { useEffect, useRef } from 'react';
import type { MonthRow } from '../utils/month-rows';

/**
 * The totals drawn as a chart. Chart.js is loaded here, when the chart is first shown, so no
 * other page of the back office downloads it; the table beside it carries the same figures.
 */
export function PaymentsChart({ rows, summary }: { rows: readonly MonthRow[]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import('../utils/draw-payments-chart').then(({ drawPaymentsChart }) => {
      if (!gone && canvas.current) chart = drawPaymentsChart(canvas.current, rows);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [rows]);

  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
