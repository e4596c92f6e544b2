import { certificateKindLabels, verifyPath, type Certificate } from '@osi/shared';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { formatCalendarDate } from '@/utils/format';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

const statusTones: Record<Certificate['status'], BadgeTone> = {
  valid: 'green',
  expired: 'grey',
  revoked: 'red',
};

type MemberCertificatesProps = { memberId: string; certificates: readonly Certificate[] };

/** A member's certificates, each code opening its verification page; a valid one may be revoked. */
export function MemberCertificates({ memberId, certificates }: MemberCertificatesProps) {
  const [revoking, setRevoking] = useState<Certificate>();
  if (certificates.length === 0) {
    return <p className="text-sm text-slate-600">No certificates yet.</p>;
  }
  return (
    <>
      <ul className="grid gap-3">
        {certificates.map((certificate) => (
          <li
            key={certificate.code}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
          >
            <div className="grid gap-1 text-sm">
              <p className="font-semibold text-slate-900">
                {certificateKindLabels[certificate.kind]}: {certificate.title}
              </p>
              <p className="text-slate-600">
                Issued {formatCalendarDate(certificate.issuedOn)}
                {certificate.points !== null && ` · ${certificate.points} CDE points`} ·{' '}
                <ExternalLink
                  href={verifyPath(certificate.code)}
                  className="font-mono font-medium text-brand-800 underline underline-offset-2"
                >
                  {certificate.code}
                </ExternalLink>
              </p>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={statusTones[certificate.status]}>{certificate.status}</Badge>
              {certificate.status !== 'revoked' && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revoke certificate ${certificate.code}`}
                  onClick={() => setRevoking(certificate)}
                >
                  Revoke
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {revoking && (
        <RevokeCertificateDialog
          memberId={memberId}
          certificate={revoking}
          onClose={() => setRevoking(undefined)}
        />
      )}
    </>
  );
}
