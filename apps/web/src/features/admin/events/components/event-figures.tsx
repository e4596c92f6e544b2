import { formatPaise, type EventSummary } from '@osi/shared';
import { LabelValueList } from '@/components/ui/label-value-list';
import { registeredLabel } from '../utils/registered-label';

/** An event's counts and income at a glance. */
export function EventFigures({ summary }: { summary: EventSummary }) {
  return (
    <LabelValueList
      className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-3 lg:grid-cols-6"
      empty="0"
      rows={[
        ['Registered', registeredLabel(summary)],
        ['Held', summary.held],
        ['Waiting', summary.waiting],
        ['Checked in', summary.checkedIn],
        ['Cancelled', summary.cancelled],
        ['Income', formatPaise(summary.incomePaise)],
      ]}
    />
  );
}
