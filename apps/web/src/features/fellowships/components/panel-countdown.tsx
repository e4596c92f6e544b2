import type { Countdown } from '@osi/shared';
import { formatDateTime } from '@/utils/format';

const parts = [
  ['months', 'Months'],
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const satisfies readonly (readonly [keyof Countdown, string])[];

/** The time left to upload cases, refreshed every second by its owner. */
export function PanelCountdown({ left, closesAt }: { left: Countdown; closesAt: string }) {
  return (
    <div className="grid gap-3 rounded-xl bg-brand-50 p-5">
      <p className="text-sm font-semibold text-brand-900">
        The case panel closes on <time dateTime={closesAt}>{formatDateTime(closesAt)}</time>. Time
        left:
      </p>
      <div role="timer" aria-label="Time left to upload cases">
        <dl className="grid grid-cols-5 gap-2">
          {parts.map(([part, label]) => (
            <div
              key={part}
              className="flex flex-col-reverse rounded-lg bg-white p-2 text-center shadow-xs sm:p-3"
            >
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
                {left[part]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
