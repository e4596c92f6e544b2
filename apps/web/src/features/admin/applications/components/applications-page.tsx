import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ApplicationsList, type Page } from './applications-list';

type ApplicationsPageProps<T extends { id: string }> = {
  /** The query of one page of the applications; the page is in the address. */
  useApplications: (page: number) => UseQueryResult<Page<T>>;
  /** The page's header, once the first page has loaded or before. */
  header: (list: Page<T> | undefined) => ComponentProps<typeof AdminPageHeader>;
  pagerLabel: string;
  /** The empty list's line. */
  emptyText: string;
  /** One application's card, numbered on from the pages before. */
  card: (application: T, number: number) => ReactNode;
};

/** A back-office page listing applications a page at a time. */
export function ApplicationsPage<T extends { id: string }>({
  useApplications,
  header,
  pagerLabel,
  emptyText,
  card,
}: ApplicationsPageProps<T>) {
  const { page, setPage } = useListParams();
  const applications = useApplications(page);

  useKeepPageInRange(page, applications.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader {...header(applications.data)} />
      <ApplicationsList
        list={applications}
        pagerLabel={pagerLabel}
        onPageChange={setPage}
        empty={
          <EmptyState icon={Inbox} title="No Applications Yet">
            {emptyText}
          </EmptyState>
        }
        card={card}
      />
    </>
  );
}
