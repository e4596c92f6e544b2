import { researchGrantSections } from '@osi/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';

export const sectionAnchor = (id: string) => `grant-section-${id}`;

/** How much of the application is ready, and a link to each section, ticked when complete. */
export function GrantProgress({ done }: { done: readonly string[] }) {
  const total = researchGrantSections.length;
  return (
    <nav
      aria-label="Sections of the application"
      className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {done.length} of {total} sections complete
        </p>
        <ProgressBar value={done.length / total} label="Application complete" />
        <p className="text-xs text-slate-600">
          Your answers are kept in this browser as you type, so you can come back to finish.
        </p>
      </div>
      <ol className="grid gap-1 text-sm">
        {researchGrantSections.map((section) => {
          const complete = done.includes(section.id);
          const Icon = complete ? CheckCircle2 : Circle;
          return (
            <li key={section.id}>
              <a
                href={`#${sectionAnchor(section.id)}`}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon
                  aria-hidden="true"
                  className={complete ? 'size-4 text-emerald-600' : 'size-4 text-slate-400'}
                />
                <span>{section.title}</span>
                <span className="sr-only">{complete ? '(complete)' : '(to do)'}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
