import { fellowshipMessages } from '@osi/shared';
import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ApplicationsList } from '../../applications/components/applications-list';
import { ExportAllLinks } from '../../applications/components/export-all-links';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { useFellowships } from '../api/get-fellowships';
import { FellowshipCard } from '../components/fellowship-card';
import { fellowshipApplications } from '../kind';

/** Fellowship applications: export, page through, delete, view. */
export function FellowshipsPage() {
  const { page, setPage } = useListParams();
  const fellowships = useFellowships(page);

  useKeepPageInRange(page, fellowships.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader
        title="Fellowship Applications"
        description="Review paid fellowship applications and the fellows' cases."
        actions={
          <ExportAllLinks
            kind={fellowshipApplications}
            isEmpty={fellowships.data?.total === 0}
            emptyMessage={fellowshipMessages.noDownloads}
          />
        }
      />
      <ApplicationsList
        list={fellowships}
        pagerLabel="Pages of fellowship applications"
        onPageChange={setPage}
        empty={
          <EmptyState icon={Inbox} title="No Applications Yet">
            Once fellowship applications are submitted, they appear here.
          </EmptyState>
        }
        card={(fellowship, number) => <FellowshipCard fellowship={fellowship} number={number} />}
      />
    </>
  );
}
