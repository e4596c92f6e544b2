import { certificateKindLabels, eventMessages, type CertificateVerification } from '@osi/shared';
import { BadgeCheck, CircleX, Clock } from 'lucide-react';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { LabelValueList } from '@/components/ui/label-value-list';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { formatCalendarDate } from '@/utils/format';
import { useCertificateVerification } from '../api/event-registration';

/** Anyone may check a certificate by its code: who holds what, since when, and its status. */
export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const certificate = useCertificateVerification(code);
  const unknown =
    certificate.error instanceof ApiError && [400, 404].includes(certificate.error.status);
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Verify a certificate" />
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Verify a certificate</h1>
        {certificate.isPending ? (
          <Skeleton className="h-80 rounded-2xl" />
        ) : unknown ? (
          <Alert tone="error">{eventMessages.certificateUnknown}</Alert>
        ) : certificate.isError ? (
          <LoadError error={certificate.error} onRetry={() => void certificate.refetch()} />
        ) : (
          <Verification certificate={certificate.data} />
        )}
      </div>
    </div>
  );
}

const statuses = {
  valid: { icon: BadgeCheck, classes: 'bg-green-50 text-green-900 ring-green-600/30' },
  expired: { icon: Clock, classes: 'bg-amber-50 text-amber-950 ring-amber-600/40' },
  revoked: { icon: CircleX, classes: 'bg-red-50 text-red-900 ring-red-600/30' },
};

const statusText = ({ status, validUntil, revokedOn }: CertificateVerification) => {
  if (status === 'valid') return 'Valid';
  if (status === 'revoked')
    return revokedOn ? `Revoked on ${formatCalendarDate(revokedOn)}` : 'Revoked';
  return validUntil ? `Expired on ${formatCalendarDate(validUntil)}` : 'Expired';
};

function Verification({ certificate }: { certificate: CertificateVerification }) {
  const { icon: Icon, classes } = statuses[certificate.status];
  return (
    <article className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <p
        role="status"
        className={cn('flex items-center gap-3 rounded-xl p-4 text-xl font-bold ring-1', classes)}
      >
        <Icon aria-hidden="true" className="size-7 shrink-0" />
        {statusText(certificate)}
      </p>
      <LabelValueList
        className="grid gap-4 sm:grid-cols-2"
        empty="—"
        rows={[
          ['Holder', certificate.holder],
          ['Certificate', certificateKindLabels[certificate.kind]],
          ['For', certificate.title],
          ['Since', formatCalendarDate(certificate.validFrom)],
          [
            'Until',
            certificate.validUntil ? formatCalendarDate(certificate.validUntil) : 'No end date',
          ],
          ['CDE points', certificate.points],
          ['Accreditation number', certificate.accreditationNumber],
          ['Code', certificate.code],
        ]}
      />
    </article>
  );
}
