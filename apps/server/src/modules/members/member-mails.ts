import { addressedName, letter, reviewedMail, type NewMail } from '../../infra/mail';
import type { MemberRow } from './members.repository';

export const applicationReceivedMail = (member: MemberRow, paymentsUrl: string): NewMail => ({
  to: member.email,
  subject: 'We have received your membership application',
  text: letter(
    addressedName(member),
    `Thank you for applying for ${member.membershipTypeName || 'membership'} of the society. Your payment was received and your membership number is ${member.membershipId}.`,
    `Your receipt is on the Payments tab of your dashboard, after you sign in: ${paymentsUrl}`,
    'Your profile is now under review. Once it has been approved, you will receive a confirmation email.',
  ),
});

export const statusChangedMail = (member: MemberRow, signInUrl: string) =>
  reviewedMail({ to: member.email, name: addressedName(member), what: 'membership' }, member, {
    subject: 'Your membership has been approved',
    opening: `We are delighted to confirm that your membership (number ${member.membershipId}) has been approved. Welcome to the society!`,
    closing: [`Sign in to your dashboard: ${signInUrl}`],
  });

export const addedByAdministratorMail = (
  member: MemberRow,
  signInUrl: string,
  resetUrl: string,
): NewMail => ({
  to: member.email,
  subject: 'Your membership account is ready',
  text: letter(
    addressedName(member),
    `The society's administrators have created your member account (membership number ${member.membershipId}).`,
    `Sign in with this e-mail address at ${signInUrl} using the password you were given, or choose your own password at ${resetUrl}.`,
  ),
});
