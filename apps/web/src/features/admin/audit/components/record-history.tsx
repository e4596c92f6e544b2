import type { RecordWithHistory } from '@osi/shared';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminSection } from '../../components/admin-section';
import { useRecordHistory } from '../api/audit-events';
import { AuditEventList } from './audit-event-list';

/** One record's own history, newest first, paged; loading, failed or none yet. */
export function RecordHistoryList({ kind, id }: { kind: RecordWithHistory; id: string }) {
  const [page, setPage] = useState(1);
  const history = useRecordHistory(kind, id, page);
  return (
    <QueryStates
      query={history}
      loading={<Skeleton className="h-24 rounded-xl" />}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-slate-600">Nothing has been recorded about it yet.</p>}
    >
      {(data) => (
        <div aria-busy={history.isPlaceholderData} className="grid gap-3">
          <AuditEventList events={data.items} showRecord={false} />
          {data.totalPages > 1 && (
            <Pager label="Pages of history" list={data} onPageChange={setPage} />
          )}
        </div>
      )}
    </QueryStates>
  );
}

/** A record's details page's History: who did what to it, and when. */
export function RecordHistory({ kind, id }: { kind: RecordWithHistory; id: string }) {
  return (
    <AdminSection title="History" className="grid gap-4">
      <RecordHistoryList kind={kind} id={id} />
    </AdminSection>
  );
}
