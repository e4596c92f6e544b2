import { cn } from '@/utils/cn';
import { Skeleton } from './skeleton';

/** Grey cards standing in for a list while it loads; hidden from assistive technology. */
export function CardSkeletons({
  count,
  className,
  listClassName,
}: {
  count: number;
  className: string;
  listClassName?: string;
}) {
  return (
    <div className={cn('grid gap-3', listClassName)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}
