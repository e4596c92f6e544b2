import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

export type BadgeTone = 'green' | 'yellow' | 'amber' | 'orange' | 'red' | 'grey';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  orange: 'bg-orange-100 text-orange-900 ring-orange-600/40',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
