import { UserRound } from 'lucide-react';
import { cn } from '@/utils/cn';

/** A member's round photo, or a neutral figure when there is none. */
export function MemberPhoto({
  url,
  name,
  className,
}: {
  url: string | null;
  name: string;
  className?: string;
}) {
  return url ? (
    <img src={url} alt={name} className={cn('rounded-full object-cover', className)} />
  ) : (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'flex items-center justify-center rounded-full bg-brand-100 text-brand-700',
        className,
      )}
    >
      <UserRound aria-hidden="true" className="size-1/2" />
    </span>
  );
}
