import type { CheckInCounts } from '@osi/shared';
import { ProgressBar } from '@/components/ui/progress-bar';

/** How many of those registered are in: 37 of 50 checked in. */
export function CheckInCount({ counts }: { counts: CheckInCounts }) {
  const label = `${counts.checkedIn} of ${counts.registered} checked in`;
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-2xl font-bold text-slate-900">{label}</p>
      <ProgressBar
        value={counts.registered === 0 ? 0 : counts.checkedIn / counts.registered}
        label={label}
      />
    </div>
  );
}
