import type { NewMail } from '../../infra/mail';
import type { MemberRow } from './members.repository';

const greeting = (member: Pick<MemberRow, 'title' | 'firstName' | 'lastName'>) =>
  `Dear ${[member.title, member.firstName, member.lastName].filter(Boolean).join(' ')},`;

const signature = '\n\nWith regards,\nThe Secretariat\nOral Implantology Society of India';

export const applicationReceivedMail = (member: MemberRow): NewMail => ({
  to: member.email,
  subject: 'We have received your membership application',
  text: `${greeting(member)}\n\nThank you for applying for ${member.membershipTypeName || 'membership'} of the society. Your payment was received and your membership number is ${member.membershipId}.\n\nYour profile is now under review. Once it has been approved, you will receive a confirmation email.${signature}`,
});

export const statusChangedMail = (member: MemberRow, signInUrl: string): NewMail | undefined => {
  const comment = member.comments ? `\n\nComment from the committee:\n${member.comments}` : '';
  if (member.status === 'approved') {
    return {
      to: member.email,
      subject: 'Your membership has been approved',
      text: `${greeting(member)}\n\nWe are delighted to confirm that your membership (number ${member.membershipId}) has been approved. Welcome to the society!${comment}\n\nSign in to your dashboard: ${signInUrl}${signature}`,
    };
  }
  if (member.status === 'declined') {
    return {
      to: member.email,
      subject: 'Your membership application',
      text: `${greeting(member)}\n\nAfter review, we are unable to approve your membership application at this time.${comment}\n\nIf you have questions, please reply to this e-mail.${signature}`,
    };
  }
  return undefined;
};

export const addedByAdministratorMail = (
  member: MemberRow,
  signInUrl: string,
  resetUrl: string,
): NewMail => ({
  to: member.email,
  subject: 'Your membership account is ready',
  text: `${greeting(member)}\n\nThe society's administrators have created your member account (membership number ${member.membershipId}).\n\nSign in with this e-mail address at ${signInUrl} using the password you were given, or choose your own password at ${resetUrl}.${signature}`,
});
