import { useId, type ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** A titled part of a back-office page, named by its heading for assistive technology. */
export function PageSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid gap-4', className)}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
