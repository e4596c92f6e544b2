import { Spinner } from '@/components/ui/spinner';

/** Fills the screen while the back office loads or checks who is signed in. */
export function AdminLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner />
    </div>
  );
}
