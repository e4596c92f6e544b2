import { formatLongDate } from '@osi/shared';
import { letter, type NewMail } from '../../infra/mail';
import type { RenewingMember } from './renewal.repository';

const nameOf = (member: RenewingMember) =>
  [member.title, member.firstName, member.lastName].filter(Boolean).join(' ');

export const renewedMail = (member: RenewingMember, dashboardUrl: string): NewMail => ({
  to: member.email,
  subject: 'Your membership has been renewed',
  text: letter(
    nameOf(member),
    member.lifeMember || member.validUntil === null
      ? `Thank you for renewing your membership of the society. You are now a life member (${member.membershipTypeName}): your membership never needs renewing again.`
      : `Thank you for renewing your membership of the society (${member.membershipTypeName}). Your membership is now valid until ${formatLongDate(member.validUntil)}.`,
    `Your dashboard: ${dashboardUrl}`,
  ),
});
