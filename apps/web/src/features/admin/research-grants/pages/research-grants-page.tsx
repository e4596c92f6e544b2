import { researchGrantMessages } from '@osi/shared';
import { Inbox, Network } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { adminPaths } from '@/config/paths';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { ApplicationsList } from '../../applications/components/applications-list';
import { ExportAllLinks } from '../../applications/components/export-all-links';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useResearchGrants } from '../api/research-grants';
import { ResearchGrantCard } from '../components/research-grant-card';
import { researchGrantApplications } from '../kind';

/** Research grant applications: export, page through, delete, view. */
export function ResearchGrantsPage() {
  const { page, setPage } = useListParams();
  const grants = useResearchGrants(page);

  useKeepPageInRange(page, grants.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader
        title="Research Grant Applications"
        description="Review research grant applications, grant roadmap access and review the roadmaps."
        actions={
          <>
            <Link to={adminPaths.roadmapDepartments} className={buttonClasses('ghost')}>
              <Network aria-hidden="true" className="size-4" />
              Roadmap departments
            </Link>
            <ExportAllLinks
              kind={researchGrantApplications}
              isEmpty={grants.data?.total === 0}
              emptyMessage={researchGrantMessages.noDownloads}
            />
          </>
        }
      />
      <ApplicationsList
        list={grants}
        pagerLabel="Pages of research grant applications"
        onPageChange={setPage}
        empty={
          <EmptyState icon={Inbox} title="No Applications Yet">
            Once Research grant applications are submitted, they appear here.
          </EmptyState>
        }
        card={(grant, number) => <ResearchGrantCard grant={grant} number={number} />}
      />
    </>
  );
}
