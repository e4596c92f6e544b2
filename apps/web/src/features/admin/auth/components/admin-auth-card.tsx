import type { ReactNode } from 'react';
import { RouteFocus } from '@/app/layouts/route-focus';
import { LogoMark } from '@/components/logo-mark';
import { PageTitle } from '@/components/page-title';

/** A page of the back office before sign-in: one card with the logo and a heading. */
export function AdminAuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      id="main-content"
      className="surface-dark flex min-h-dvh items-center justify-center bg-linear-to-br from-indigo-950 via-brand-900 to-brand-800 px-4 py-12"
    >
      <RouteFocus />
      <PageTitle title={title} />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-12 shrink-0" />
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
              Back office
            </p>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}
