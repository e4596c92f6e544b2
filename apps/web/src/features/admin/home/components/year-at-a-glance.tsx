import { standingLabels, standings, type Standing } from '@osi/shared';
import { Link } from 'react-router';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { formatCount, formatRupees } from '@/utils/format';
import { useYearOverview, type YearOverview } from '../api/get-year-overview';

const swatches: Record<Standing, string> = {
  active: 'bg-green-600',
  expiring: 'bg-amber-400',
  grace: 'bg-orange-500',
  lapsed: 'bg-red-600',
};

function StandingsBar({ counts }: { counts: YearOverview['standings'] }) {
  const total = standings.reduce((sum, standing) => sum + counts[standing], 0);
  return (
    <div>
      <div className="flex h-4 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {total > 0 &&
          standings.map((standing) => (
            <span
              key={standing}
              className={swatches[standing]}
              style={{ width: `${(counts[standing] / total) * 100}%` }}
            />
          ))}
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {standings.map((standing) => (
          <li key={standing} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-full ${swatches[standing]}`} />
            <span>
              {standingLabels[standing]}: <strong>{counts[standing]}</strong>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function YearView({ year }: { year: YearOverview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
        <h3 className="mb-4 font-semibold text-slate-900">Members by standing</h3>
        <StandingsBar counts={year.standings} />
        <p className="mt-3 text-sm text-slate-600">
          {formatCount(year.lifeMembers, 'life member', 'life members')}, counted as active.{' '}
          <Link to={adminPaths.renewalsDue} className="font-semibold text-brand-800 underline">
            See who is due to renew
          </Link>
        </p>
      </div>
      <Link
        to={adminPaths.payments}
        className="flex flex-col justify-between rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="text-sm text-slate-600">Income in {year.financialYear}</span>
        <span className="text-3xl font-bold text-slate-900">{formatRupees(year.income)}</span>
        <span className="text-sm text-brand-800 underline">Open the payments</span>
      </Link>
    </div>
  );
}

/** The membership year at a glance: members by standing and this financial year's income. */
export function YearAtAGlance() {
  const year = useYearOverview();
  return (
    <section aria-labelledby="year-at-a-glance" className="mt-10">
      <h2 id="year-at-a-glance" className="mb-3 text-lg font-semibold text-slate-900">
        The membership year
      </h2>
      <QueryStates query={year} loading={<Skeleton className="h-40 rounded-2xl" />}>
        {(data) => <YearView year={data} />}
      </QueryStates>
    </section>
  );
}
