import { auditExportPath, auditFiltersSchema } from '@osi/shared';
import { Download, History } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeepPageInRange } from '@/hooks/use-list-params';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useAddressFilters } from '../../hooks/use-address-filters';
import { totalLabel } from '../../utils/paging';
import { useAuditEvents, useAuditOptions } from '../api/audit-events';
import { AuditEventList } from '../components/audit-event-list';
import { AuditFiltersForm } from '../components/audit-filters';

const filterKeys = ['actor', 'action', 'entityType', 'from', 'to'] as const;

const explanation =
  'Every change recorded in the back office, and what members and the system did, newest ' +
  'first: who, what, to which record, when, and the fields it changed.';

/** The Owner's audit log: filters, the events a page at a time, and their CSV. */
export function AuditLogPage() {
  const { filters, page, setFilters, setPage } = useAddressFilters(auditFiltersSchema, filterKeys);
  const events = useAuditEvents(filters, page);
  const options = useAuditOptions();
  useKeepPageInRange(page, events.data?.totalPages, setPage);
  const exportUrl = `${auditExportPath}?${new URLSearchParams(filters).toString()}`;

  return (
    <>
      <AdminPageHeader title="Audit log" description={explanation} />
      <div className="grid gap-8">
        <QueryStates query={options} loading={<Skeleton className="h-24 rounded-xl" />}>
          {(choices) => (
            <AuditFiltersForm
              key={JSON.stringify(filters)}
              filters={filters}
              options={choices}
              onApply={setFilters}
            />
          )}
        </QueryStates>
        <section aria-labelledby="audit-events" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="audit-events" className="text-lg font-semibold text-slate-900">
              Events
            </h2>
            <a href={exportUrl} className={buttonClasses('secondary', 'sm')} download>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </div>
          <QueryStates
            query={events}
            loading={<Skeleton className="h-64 rounded-xl" />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState icon={History} title="No events match">
                Nothing recorded matches these filters. Clear them to see every event.
              </EmptyState>
            }
          >
            {(data) => (
              <div aria-busy={events.isPlaceholderData} className="grid gap-4">
                <p className="text-sm font-medium text-slate-700">Events: {totalLabel(data)}</p>
                <AuditEventList events={data.items} />
                <Pager label="Pages of events" list={data} onPageChange={setPage} />
              </div>
            )}
          </QueryStates>
        </section>
      </div>
    </>
  );
}
