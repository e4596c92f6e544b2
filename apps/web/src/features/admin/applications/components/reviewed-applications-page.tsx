import type { ApplicationStatus } from '@osi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReviewedApplicationKind } from '../application-kind';
import type { Page } from './applications-list';
import { ApplicationsPage } from './applications-page';
import { ExportAllLinks } from './export-all-links';
import { ReviewedApplicationCard } from './reviewed-application-card';

type Application = { id: string; status: ApplicationStatus };

type ReviewedApplicationsPageProps<T extends Application> = {
  kind: ReviewedApplicationKind;
  /** The query of one page of the applications. */
  useApplications: (page: number) => UseQueryResult<Page<T>>;
  title: string;
  description: string;
  /** Links shown before the export links. */
  actions?: ReactNode;
  pagerLabel: string;
  /** The empty list's line. */
  emptyText: string;
  /** Who applied and how to reach them, as each card shows it. */
  contact: (application: T) => { name: string; email: string; phone: string };
};

/** A list of one kind of reviewed applications: export, page through, delete, view. */
export function ReviewedApplicationsPage<T extends Application>({
  kind,
  title,
  description,
  actions,
  contact,
  ...list
}: ReviewedApplicationsPageProps<T>) {
  return (
    <ApplicationsPage
      {...list}
      header={(applications) => ({
        title,
        description,
        actions: (
          <>
            {actions}
            <ExportAllLinks
              kind={kind}
              isEmpty={applications?.total === 0}
              emptyMessage={kind.messages.noDownloads}
            />
          </>
        ),
      })}
      card={(application, number) => (
        <ReviewedApplicationCard
          kind={kind}
          number={number}
          application={application}
          {...contact(application)}
        />
      )}
    />
  );
}
