import { formatLongDate } from '@osi/shared';
import { addressedName, letter, type NewMail } from '../../infra/mail';
import type { RenewingMember } from './renewal.repository';

export const renewedMail = (
  member: RenewingMember,
  links: { dashboard: string; payments: string },
): NewMail => ({
  to: member.email,
  subject: 'Your membership has been renewed',
  text: letter(
    addressedName(member),
    member.lifeMember || member.validUntil === null
      ? `Thank you for renewing your membership of the society. You are now a life member (${member.membershipTypeName}): your membership never needs renewing again.`
      : `Thank you for renewing your membership of the society (${member.membershipTypeName}). Your membership is now valid until ${formatLongDate(member.validUntil)}.`,
    `Your receipt is in the Payments tab of your dashboard: ${links.payments}`,
    `Your dashboard: ${links.dashboard}`,
  ),
});
