import { ReviewedApplicationsPage } from '../../applications/components/reviewed-applications-page';
import { useFellowships } from '../api/get-fellowships';
import { fellowshipApplications } from '../kind';

/** Fellowship applications: export, page through, delete, view. */
export function FellowshipsPage() {
  return (
    <ReviewedApplicationsPage
      kind={fellowshipApplications}
      useApplications={useFellowships}
      title="Fellowship Applications"
      description="Review paid fellowship applications and the fellows' cases."
      pagerLabel="Pages of fellowship applications"
      emptyText="Once fellowship applications are submitted, they appear here."
      contact={(fellowship) => ({
        name: fellowship.name,
        email: fellowship.email,
        phone: fellowship.telephone,
      })}
    />
  );
}
