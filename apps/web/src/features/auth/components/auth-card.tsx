import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** The frame of the small account pages: a titled card in the middle of the page. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-brand-50/60 px-4 py-10 sm:px-6 sm:py-16">
      <PageTitle title={title} />
      <div className="mx-auto max-w-lg rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-600">{description}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
