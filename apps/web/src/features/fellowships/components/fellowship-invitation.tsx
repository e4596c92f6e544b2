import { Award } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The invitation to apply: the guidelines first, then Next to the application. */
export function FellowshipInvitation({ children }: { children?: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-4">
      <Award aria-hidden="true" className="size-10 text-brand-700" strokeWidth={1.5} />
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">
        Become a Fellow of the Society
      </h2>
      <p className="max-w-2xl text-slate-700">
        The fellowship recognises implantologists who present their clinical work to the society:
        seven retrospective and three prospective cases within six months of approval. Read the
        guidelines, then apply and pay the fellowship fee.
      </p>
      {children}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.fellowshipGuidelines} className={buttonClasses('secondary')}>
          Fellowship Guidelines
        </Link>
        <Link to={paths.applyFellowship} className={buttonClasses()}>
          Next
        </Link>
      </div>
    </div>
  );
}
