import { useId } from 'react';
import { ImplantGlyph } from '@/components/implant-glyph';

/** The society's mark. Decorative; pair it with the name. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4338ca" />
          <stop offset="1" stopColor="#581c87" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
      <ImplantGlyph threadColor={`url(#${gradientId})`} />
    </svg>
  );
}
