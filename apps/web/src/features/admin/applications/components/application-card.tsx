import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

type ApplicationCardProps = {
  /** The running number in the list. */
  number: number;
  /** Greys the number, for a deleted application. */
  muted?: boolean;
  actions: ReactNode;
  children: ReactNode;
};

/** One application in a list: its running number, what `children` tell of it, its actions. */
export function ApplicationCard({
  number,
  muted = false,
  actions,
  children,
}: ApplicationCardProps) {
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          muted ? 'bg-slate-100 text-slate-700' : 'bg-brand-50 text-brand-800',
        )}
      >
        <span className="sr-only">Number </span>
        {number}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex gap-2 sm:shrink-0">{actions}</div>
    </article>
  );
}
