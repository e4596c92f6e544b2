import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

type AdminPageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** A back-office page's heading (also its document title), a line about it, and its actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
