import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** A public page's heading (also its document title), a line under it, and its actions. */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead && <div className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
