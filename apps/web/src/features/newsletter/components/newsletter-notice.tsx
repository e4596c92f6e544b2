import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The small centred card of the newsletter's confirm and unsubscribe pages. */
export function NewsletterNotice({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="bg-brand-50/60 px-4 py-16 sm:py-24">
      <section className="mx-auto grid max-w-lg justify-items-start gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
        <Icon aria-hidden="true" className="size-10 text-brand-700" strokeWidth={1.5} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </section>
    </div>
  );
}
