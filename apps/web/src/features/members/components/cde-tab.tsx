import {
  certificateKindLabels,
  ownCertificatePath,
  verifyPath,
  type CdeSummary,
  type Certificate,
  type CertificateStatus,
} from '@osi/shared';
import { Download, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { serverMessage } from '@/lib/api-client';
import { formatCalendarDate } from '@/utils/format';
import { useCde, useRequestCertificate } from '../api/events';
import { CdeCycleProgress, CdePointsByYear } from './cde-points';

/** The dashboard's CDE tab: points by year, the cycle against its requirement, certificates. */
export function CdeTab() {
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">CDE and certificates</h2>
        <p className="text-slate-700">
          Your continuing dental education points, and the certificates the society issued you.
        </p>
      </div>
      <QueryStates
        query={useCde()}
        loading={<CardSkeletons count={3} className="h-24 rounded-xl" />}
      >
        {(summary) => <CdeSummaryView summary={summary} />}
      </QueryStates>
    </div>
  );
}

function CdeSummaryView({ summary }: { summary: CdeSummary }) {
  return (
    <>
      <section aria-labelledby="cde-points" className="grid gap-4">
        <h3 id="cde-points" className="text-lg font-semibold text-slate-900">
          CDE points
        </h3>
        <CdeCycleProgress summary={summary} />
        {summary.years.length > 0 && <CdePointsByYear years={summary.years} />}
        {summary.awards.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {summary.awards.map((award) => (
              <li
                key={`${award.eventTitle}-${award.awardedOn}`}
                className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 pb-2"
              >
                <span className="font-medium text-slate-900">{award.eventTitle}</span>
                <span className="text-slate-600">
                  {formatCalendarDate(award.awardedOn)} · {award.points} points
                  {award.accreditationNumber && ` · ${award.accreditationNumber}`}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            Points are awarded when you are checked in at an accredited event.
          </p>
        )}
      </section>
      <Certificates summary={summary} />
    </>
  );
}

const statusTones: Record<CertificateStatus, BadgeTone> = {
  valid: 'green',
  expired: 'amber',
  revoked: 'red',
};

function Certificates({ summary }: { summary: CdeSummary }) {
  const request = useRequestCertificate();
  const ask = async (kind: 'membership' | 'fellowship') => {
    try {
      await request.mutateAsync(kind);
      toast.success(`Your ${certificateKindLabels[kind].toLowerCase()} is ready.`);
    } catch (error) {
      toast.error(serverMessage(error, 'The certificate could not be issued. Please try again.'));
    }
  };
  const kinds = (['membership', 'fellowship'] as const).filter((kind) => summary.available[kind]);
  return (
    <section aria-labelledby="certificates" className="grid gap-4">
      <h3 id="certificates" className="text-lg font-semibold text-slate-900">
        Certificates
      </h3>
      {kinds.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {kinds.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() => void ask(kind)}
              disabled={request.isPending}
              aria-busy={request.isPending && request.variables === kind}
            >
              Get {certificateKindLabels[kind].toLowerCase()}
            </Button>
          ))}
        </div>
      )}
      {summary.certificates.length === 0 ? (
        <EmptyState icon={GraduationCap} title="No certificates yet">
          Certificates of attendance come with the events you attend.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {summary.certificates.map((certificate) => (
            <CertificateRow key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateRow({ certificate }: { certificate: Certificate }) {
  const label = certificateKindLabels[certificate.kind];
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="font-semibold text-slate-900">
          {label} <span className="font-normal text-slate-700">· {certificate.title}</span>
        </p>
        <p className="text-sm text-slate-600">
          Issued {formatCalendarDate(certificate.issuedOn)}
          {certificate.validUntil && (
            <> · Valid until {formatCalendarDate(certificate.validUntil)}</>
          )}
          {certificate.points !== null && <> · {certificate.points} CDE points</>}
        </p>
        <p>
          <Badge tone={statusTones[certificate.status]}>{certificate.status}</Badge>
        </p>
      </div>
      <div className="flex flex-wrap gap-4 text-sm font-semibold">
        <a
          href={ownCertificatePath(certificate.code)}
          aria-label={`Download ${label} ${certificate.code}`}
          className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
        <Link
          to={verifyPath(certificate.code)}
          aria-label={`Verify ${label} ${certificate.code}`}
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          Verify
        </Link>
      </div>
    </li>
  );
}
