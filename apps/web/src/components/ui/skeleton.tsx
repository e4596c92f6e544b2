import { cn } from '@/utils/cn';

type SkeletonProps = {
  /** Size and spacing classes. */
  className?: string;
  /** 'dark' for placeholders on a dark background. */
  tone?: 'light' | 'dark';
};

/** A placeholder shaped like content that is still loading. */
export function Skeleton({ className, tone = 'light' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-pulse rounded',
        tone === 'light' ? 'bg-slate-200' : 'bg-white/10',
        className,
      )}
    />
  );
}
