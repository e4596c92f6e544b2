import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: LucideIcon; title: string; children: ReactNode };

/** What a list says when it has nothing to show yet, and why. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-brand-600" strokeWidth={1.5} />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 max-w-md text-sm text-slate-600">{children}</div>
    </div>
  );
}
