import { addressedName, letter, type NewMail } from '../../infra/mail';
import type { MemberRow } from './member-tables';

export const erasureRequestedMail = (member: MemberRow, settingsUrl: string): NewMail => ({
  to: member.email,
  subject: 'We have received your request to erase your account',
  text: letter(
    addressedName(member),
    'We have received your request to erase your account and the personal data the society holds about you. An Owner of the society will review it and write to you with the outcome.',
    'Once it is approved, your name, contact details, documents and files are removed and you can no longer sign in. The society keeps only what the law requires of its payment receipts (the receipt number, date, amount, tax, and the payer name and state printed on them) for eight years.',
    `You can follow the request in Settings, under "Your data": ${settingsUrl}`,
  ),
});

export const erasureRefusedMail = (member: MemberRow, outcome: string): NewMail => ({
  to: member.email,
  subject: 'Your request to erase your account',
  text: letter(
    addressedName(member),
    'We have reviewed your request to erase your account and cannot carry it out at present, for this reason:',
    outcome,
    'If you have questions, please reply to the secretariat.',
  ),
});
