import { subscriberStatuses } from '@osi/shared';
import { Inbox, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeepPageInRange, useListFilter, useListParams } from '@/hooks/use-list-params';
import { capitalise } from '@/utils/capitalise';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ExportLink } from '../../components/export-link';
import { PageSection } from '../../components/page-section';
import { QueryStates } from '@/components/ui/query-states';
import { SentHistory } from '../../components/sent-history';
import { useNewsletters, useSubscribers } from '../api/newsletter';
import { NewsletterComposer } from '../components/newsletter-composer';
import { NewsletterHistory } from '../components/newsletter-history';
import { SubscriberList } from '../components/subscriber-list';

/** /subscribed-mails: the newsletter list (search, status, pages, CSV, removal) and sending. */
export function SubscribedMailsPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const [status, chooseStatus] = useListFilter('status');
  const subscribers = useSubscribers({ page, search, status });
  const newsletters = useNewsletters();
  useKeepPageInRange(page, subscribers.data?.totalPages, setPage);

  const counts = subscribers.data?.counts;

  return (
    <>
      <AdminPageHeader
        title="Subscribed Mails"
        description={
          counts
            ? `${counts.confirmed} confirmed, ${counts.pending} awaiting confirmation, ${counts.unsubscribed} unsubscribed.`
            : 'The newsletter list and the newsletters sent to it.'
        }
        actions={
          <ExportLink href="/api/admin/newsletter/subscribers/export.csv">Download CSV</ExportLink>
        }
      />
      <div className="grid gap-10">
        <PageSection title="Subscribers">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox
              initial={search}
              onSearch={setSearch}
              label="Search subscribers"
              placeholder="Search by e-mail address"
            />
            <FilterSelect
              label="Status"
              value={status}
              onChange={chooseStatus}
              values={subscriberStatuses}
              placeholder="Every status"
              labelOf={capitalise}
            />
          </div>
          <QueryStates
            query={subscribers}
            loading={<Skeleton className="h-48 rounded-xl" />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              search || status ? (
                <EmptyState icon={SearchX} title="No matching subscribers">
                  No address matches this search.
                </EmptyState>
              ) : (
                <EmptyState icon={Inbox} title="No subscribers yet">
                  Addresses appear here once visitors subscribe in the newsletter box.
                </EmptyState>
              )
            }
          >
            {(data) => (
              <div aria-busy={subscribers.isPlaceholderData} className="grid gap-4">
                <SubscriberList subscribers={data.items} />
                <Pager label="Pages of subscribers" list={data} onPageChange={setPage} />
              </div>
            )}
          </QueryStates>
        </PageSection>
        <PageSection title="Send a newsletter">
          <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
            {counts ? (
              <NewsletterComposer confirmed={counts.confirmed} />
            ) : (
              <Skeleton className="h-64" />
            )}
          </div>
        </PageSection>
        <SentHistory
          title="Newsletters sent"
          sent={newsletters}
          none="No newsletter has been sent yet."
        >
          {(issues) => <NewsletterHistory issues={issues} />}
        </SentHistory>
      </div>
    </>
  );
}
