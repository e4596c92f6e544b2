import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

type Tone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<Tone, { classes: string; icon: typeof Info }> = {
  error: { classes: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  warning: { classes: 'border-amber-200 bg-amber-50 text-amber-950', icon: TriangleAlert },
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  info: { classes: 'border-brand-200 bg-brand-50 text-brand-950', icon: Info },
};

type AlertProps = {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * A message in the page. Errors are announced at once (role alert), the other tones politely
 * (role status).
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  const { classes, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', classes, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1 leading-relaxed">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
