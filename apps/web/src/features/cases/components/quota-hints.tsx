import { caseCategories, caseQuotas, type Case } from '@osi/shared';
import { ProgressBar } from '@/components/ui/progress-bar';
import { capitalise } from '@/utils/capitalise';

/** How many saved cases of each category the fellow has, against the 7 and 3 they present. */
export function QuotaHints({ cases }: { cases: Case[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {caseCategories.map((category) => {
        const saved = cases.filter((item) => item.category === category && item.isSaved).length;
        const label = `${capitalise(category)} cases`;
        return (
          <div key={category} className="grid gap-2 rounded-lg border border-slate-200 p-4">
            <p className="flex justify-between text-sm">
              <span className="font-semibold text-slate-900">{label}</span>
              <span className="text-slate-700">
                {saved} of {caseQuotas[category]}
              </span>
            </p>
            <ProgressBar value={Math.min(1, saved / caseQuotas[category])} label={label} />
          </div>
        );
      })}
    </div>
  );
}
