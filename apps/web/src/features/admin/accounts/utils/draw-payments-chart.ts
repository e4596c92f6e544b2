import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { paymentPurposeLabels, paymentPurposes, type PaymentPurpose } from '@osi/shared';
import { formatRupees } from '@/utils/format';
import { formatMonth, type MonthRow } from './month-rows';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const colours: Record<PaymentPurpose, string> = {
  membership: '#0f766e',
  fellowship: '#b45309',
  renewal: '#4338ca',
  event: '#be185d',
};

/** Net income per month as stacked bars, a colour per purpose (decision 077). */
export const drawPaymentsChart = (canvas: HTMLCanvasElement, rows: readonly MonthRow[]) => {
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  return new Chart(context, {
    type: 'bar',
    data: {
      labels: rows.map((row) => formatMonth(row.month)),
      datasets: paymentPurposes.map((purpose) => ({
        label: paymentPurposeLabels[purpose],
        data: rows.map((row) => row.net[purpose]),
        backgroundColor: colours[purpose],
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { stacked: true },
        y: { stacked: true, ticks: { callback: (value) => formatRupees(Number(value)) } },
      },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${formatRupees(Number(item.raw))}`,
          },
        },
      },
    },
  });
};
