import { Check } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/utils/cn';
import { stepCount, wizardSteps } from '../utils/steps';

/**
 * Where the applicant is: the list of steps beside the form on wide screens, a compact
 * "Step N of 7" header with a bar on narrow ones.
 */
export function WizardProgress({ current }: { current: number }) {
  return (
    <>
      <div className="grid gap-2 lg:hidden">
        <p className="text-sm font-semibold text-brand-800">
          Step {current} of {stepCount}
          <span className="font-normal text-slate-600"> · {wizardSteps[current - 1]?.title}</span>
        </p>
        <ProgressBar value={current / stepCount} label="Registration progress" />
      </div>
      <nav aria-label="Registration steps" className="hidden lg:block">
        <ol className="grid gap-1">
          {wizardSteps.map((step, index) => {
            const number = index + 1;
            const done = number < current;
            const active = number === current;
            return (
              <li
                key={step.title}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm',
                  active ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-600',
                )}
              >
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    done && 'bg-brand-700 text-white',
                    active && 'bg-white text-brand-800 ring-2 ring-brand-700',
                    !done && !active && 'bg-slate-100 text-slate-600',
                  )}
                >
                  {done ? <Check aria-hidden="true" className="size-4" /> : number}
                </span>
                <span>
                  {step.title}
                  {done && <span className="sr-only"> (completed)</span>}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
