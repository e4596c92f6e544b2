import {
  societyDay,
  type Certificate,
  type CertificateStatus,
  type CertificateVerification,
} from '@osi/shared';
import type { CertificateRow } from './certificates.repository';

/** Revoked once revoked; expired after its last valid day in India; else valid. */
export const certificateStatus = (row: CertificateRow, today = societyDay()): CertificateStatus => {
  if (row.revokedAt) return 'revoked';
  if (row.validUntil !== null && row.validUntil < today) return 'expired';
  return 'valid';
};

export const toCertificate = (row: CertificateRow): Certificate => ({
  code: row.code,
  kind: row.kind,
  title: row.title,
  issuedOn: row.issuedOn,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  points: row.points,
  status: certificateStatus(row),
});

/** What anyone may see of a certificate: nothing of its holder but the name on it. */
export const toVerification = (row: CertificateRow): CertificateVerification => ({
  code: row.code,
  kind: row.kind,
  holder: row.holderName,
  title: row.title,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  points: row.points,
  accreditationNumber: row.accreditationNumber,
  status: certificateStatus(row),
  revokedOn: row.revokedAt ? societyDay(row.revokedAt) : null,
});
