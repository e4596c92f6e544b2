import type { CdeSummary } from '@osi/shared';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The current cycle's points against what it requires: "18 of 30 points, 2025–2029". */
export function CdeCycleProgress({ summary }: { summary: CdeSummary }) {
  const { cycleTotal, requiredPoints, cycle } = summary;
  const text = `${cycleTotal} of ${requiredPoints} points, ${cycle.fromYear}–${cycle.toYear}`;
  return (
    <div className="grid gap-2">
      <p className="font-semibold text-slate-900">{text}</p>
      <ProgressBar
        value={requiredPoints === 0 ? 1 : Math.min(cycleTotal / requiredPoints, 1)}
        label="CDE points this cycle"
      />
    </div>
  );
}

/** Points per year as a table whose rows carry their bar, longest for the best year. */
export function CdePointsByYear({ years }: { years: CdeSummary['years'] }) {
  const most = Math.max(1, ...years.map(({ points }) => points));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">CDE points by year</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="w-16 py-1 font-semibold">
            Year
          </th>
          <th scope="col" className="w-16 py-1 font-semibold">
            Points
          </th>
          <th scope="col" className="py-1">
            <span className="sr-only">Chart</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {years.map(({ year, points }) => (
          <tr key={year}>
            <th scope="row" className="py-1 text-left font-medium text-slate-900">
              {year}
            </th>
            <td className="py-1 text-slate-900 tabular-nums">{points}</td>
            <td className="py-1" aria-hidden="true">
              <div
                className="h-3 rounded-full bg-brand-600"
                style={{ width: `${(points / most) * 100}%` }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
