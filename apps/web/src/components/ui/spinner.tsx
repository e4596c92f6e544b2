import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-brand-700">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
