import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useGoBack } from '../../hooks/use-go-back';
import type { ReviewedApplicationKind } from '../application-kind';
import type { DownloadFormat, RecordFile } from '../utils/record-download';
import { ApplicantHeader } from './applicant-header';
import { ApplicationDetails } from './application-details';
import { ApplicationNotFound } from './application-not-found';
import { RecordDownloads } from './record-downloads';

type ApplicationDetailsPageProps<Data, Application> = {
  kind: ReviewedApplicationKind;
  /** The query of one application by the id in the address. */
  useRecord: (id: string) => UseQueryResult<Data>;
  /** The application in the record. */
  application: (data: Data) => Application;
  /** The page's title until the applicant has loaded, and when there is no such application. */
  titles: { details: string; notFound: string };
  /** The applicant's name, photo and line in the header. */
  applicant: (application: Application) => {
    name: string;
    photoUrl: string | null;
    subtitle: string;
  };
  file: (application: Application, format: DownloadFormat) => RecordFile;
  /** The record's sections and its review, which ends by going back. */
  children: (data: Data, goBack: () => void) => ReactNode;
};

/** One application in the back office: its header with downloads, then its sections and review. */
export function ApplicationDetailsPage<Data, Application>({
  kind,
  useRecord,
  application: applicationIn,
  titles,
  applicant,
  file,
  children,
}: ApplicationDetailsPageProps<Data, Application>) {
  const { id = '' } = useParams();
  const details = useRecord(id);
  const goBack = useGoBack(kind.listPath);
  const application = details.data && applicationIn(details.data);

  return (
    <ApplicationDetails
      record={details}
      notFound={
        <ApplicationNotFound
          title={titles.notFound}
          message={kind.messages.adminNotFound}
          onGoBack={goBack}
        />
      }
      header={
        <ApplicantHeader
          title={titles.details}
          applicant={application && applicant(application)}
          downloads={
            <RecordDownloads
              fileOf={application && ((format) => file(application, format))}
              emptyMessage={kind.messages.noDownloads}
            />
          }
          onGoBack={goBack}
        />
      }
    >
      {(data) => children(data, goBack)}
    </ApplicationDetails>
  );
}
