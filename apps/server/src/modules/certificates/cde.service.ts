import { cdeCycleOf, societyDay, type CdeSummary } from '@osi/shared';
import type { Executor } from '../../db/client';
import { readCdeSettings } from './cde-settings';
import { toCertificate } from './certificate-views';
import { certificatesAvailable } from './certificates.service';
import {
  cdePointsPerYear,
  listCdeAwardsOfMember,
  listCertificatesOfMember,
} from './certificates.repository';

/**
 * A member's CDE points per calendar year, the current cycle's total against its requirement,
 * their awards and certificates, and the certificates they may ask for.
 */
export const cdeSummaryOf = async (db: Executor, memberId: string): Promise<CdeSummary> => {
  const settings = await readCdeSettings(db);
  const cycle = cdeCycleOf(settings, Number(societyDay().slice(0, 4)));
  const years = await cdePointsPerYear(db, memberId);
  return {
    requiredPoints: settings.requiredPoints,
    cycle,
    cycleTotal: years
      .filter(({ year }) => year >= cycle.fromYear && year <= cycle.toYear)
      .reduce((total, { points }) => total + points, 0),
    years,
    awards: await listCdeAwardsOfMember(db, memberId),
    certificates: (await listCertificatesOfMember(db, memberId)).map(toCertificate),
    available: await certificatesAvailable(db, memberId),
  };
};
