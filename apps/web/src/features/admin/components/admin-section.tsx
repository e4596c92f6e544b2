import { useId, type ReactNode } from 'react';
import { cn } from '@/utils/cn';

type AdminSectionProps = {
  title: string;
  /** A card that asks for a decision stands out with the brand's border. */
  emphasis?: boolean;
  /** How the card lays out its content, e.g. "grid gap-5". */
  className?: string;
  children: ReactNode;
};

/** A titled card of a back-office page, named by its heading for assistive technology. */
export function AdminSection({ title, emphasis = false, className, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white p-5 sm:p-6',
        emphasis ? 'border-brand-200' : 'border-slate-200',
        className,
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
