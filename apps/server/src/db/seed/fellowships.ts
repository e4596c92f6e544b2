import type { CaptionKey } from '@osi/shared';
import type { Executor } from '../client';
import { readSetting, writeSetting } from '../settings';
import {
  insertFellowshipType,
  listFellowshipTypeRows,
} from '../../modules/fellowships/fellowship-types.repository';
import { insertFellowship } from '../../modules/fellowships/fellowships.repository';
import type { MemberRow } from '../../modules/members/members.repository';
import { claimPayment } from '../../modules/payments/payments.service';
import { seedCapturedPayment } from './payments';

/** The captions of /apply-fellowship and /research-grant-application until an administrator writes their own. */
export const demoCaptions: Record<CaptionKey, string> = {
  'fellowship-form-banner': 'Fellowship of the Oral Implantology Society of India',
  'fellowship-form-header':
    'Apply for the Fellowship: tell us about yourself and your qualifications, then pay the fellowship fee to register.',
  'research-form-banner': 'Research Grants of the Oral Implantology Society of India',
};

export const seedFellowshipSettings = async (tx: Executor) => {
  if ((await listFellowshipTypeRows(tx)).length === 0) {
    await insertFellowshipType(tx, { name: 'Fellowship fee', pricePaise: 10000 * 100 });
  }
  for (const [key, caption] of Object.entries(demoCaptions)) {
    if ((await readSetting(tx, `caption:${key}`)) === undefined) {
      await writeSetting(tx, `caption:${key}`, { caption });
    }
  }
};

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** Who applied for the fellowship among the demo members, and how far their review got. */
const demoFellows = [
  { email: 'ananya.krishnan@demo.osi.localhost', approvedMonthsAgo: 2 },
  { email: 'lakshmi.narayanan@demo.osi.localhost', approvedMonthsAgo: 7 },
  { email: 'rohit.deshpande@demo.osi.localhost', approvedMonthsAgo: undefined },
];

/**
 * Paid applications of three demo members: one approved two months ago (case panel open), one
 * seven months ago (panel closed), one waiting for review. Each has a captured sandbox payment
 * with its receipt.
 */
export const seedDemoFellowships = async (tx: Executor, demoMembers: MemberRow[]) => {
  const [fee] = await listFellowshipTypeRows(tx);
  for (const { email, approvedMonthsAgo } of demoFellows) {
    const member = demoMembers.find((candidate) => candidate.email === email);
    if (!member || !fee) continue;
    const payment = await seedCapturedPayment(tx, {
      purpose: 'fellowship',
      email,
      amountPaise: fee.pricePaise,
      itemId: fee.id,
    });
    const approvedAt = approvedMonthsAgo === undefined ? null : monthsAgo(approvedMonthsAgo);
    const fellowship = await insertFellowship(tx, {
      memberId: member.id,
      name: `${member.title} ${member.firstName} ${member.lastName}`,
      membershipNumber: member.membershipId ?? '',
      email,
      telephone: member.mobileNo,
      address: member.address,
      city: member.city,
      state: member.state,
      zip: member.postcode,
      country: member.country,
      registration: 'India',
      qualifications: {
        bachelor: { degree: 'BDS', university: member.institution, date: '2008-06-30' },
        master: {
          degree: `MDS ${member.specialty}`,
          university: member.institution,
          date: '2012-05-31',
        },
        postDoctoral: { degree: '', university: '', date: '' },
      },
      status: approvedAt ? 'approved' : 'pending',
      approvedAt,
      reviewedAt: approvedAt,
      paymentId: payment.id,
      createdAt: approvedAt ? new Date(approvedAt.getTime() - 14 * 86_400_000) : new Date(),
    });
    await claimPayment(
      tx,
      payment.id,
      { type: 'fellowship', id: fellowship.id },
      { memberId: member.id },
    );
  }
};
