import { randomInt } from 'node:crypto';
import { registrationMessages, verificationRules } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { memberExists } from '../members/members.service';
import {
  claimAttempt,
  deleteVerification,
  findVerification,
  isVerifiedAfter,
  markVerified,
  saveVerificationCode,
} from './verifications.repository';

const codeHash = (email: string, code: string) => hashToken(`${email}:${code}`);

/**
 * A code lives ten minutes from when its e-mail is sent, so mail held up in the outbox does not
 * arrive expired; until then (and without SMTP, where the dev mailbox shows it) from the request.
 */
const lifetimeFrom = (start: Date) =>
  new Date(start.getTime() + verificationRules.codeLifetimeMinutes * 60_000);

/**
 * What an address is verified for: the code's e-mail says it (`for`, then `unasked` to whoever
 * did not ask), and the answers when it belongs to a member or is not verified.
 */
export interface VerificationPurpose {
  for: string;
  unasked: string;
  memberEmail: string;
  notVerified: string;
}

export const membershipApplication: VerificationPurpose = {
  for: 'for the membership application',
  unasked: 'If you did not start an application, ignore this e-mail.',
  memberEmail: registrationMessages.emailTaken,
  notVerified: registrationMessages.emailNotVerified,
};

export const sendVerificationCode = async (
  db: Database,
  email: string,
  purpose = membershipApplication,
) => {
  if (await memberExists.email(db, email)) {
    throw conflict(purpose.memberEmail, { email: purpose.memberEmail });
  }
  const previous = await findVerification(db, email);
  const waitSeconds = previous
    ? Math.ceil(
        verificationRules.resendAfterSeconds - (Date.now() - previous.sentAt.getTime()) / 1000,
      )
    : 0;
  if (waitSeconds > 0) {
    throw new AppError(
      429,
      'code_recently_sent',
      `Please wait ${waitSeconds} seconds before asking for another code.`,
    );
  }
  const code = String(randomInt(100_000, 1_000_000));
  await db.transaction(async (tx) => {
    const mail = await enqueueMail(tx, {
      to: email,
      subject: `${code} is your verification code`,
      text: `Your verification code ${purpose.for} is ${code}.\n\nIt expires in ${verificationRules.codeLifetimeMinutes} minutes. ${purpose.unasked}\n\nThe Secretariat\nOral Implantology Society of India`,
    });
    await saveVerificationCode(tx, {
      email,
      codeHash: codeHash(email, code),
      expiresAt: lifetimeFrom(new Date()),
      outboxMessageId: mail.id,
    });
  });
  return { message: 'Verification code sent to your e-mail.' };
};

const invalidCode = () =>
  new AppError(400, 'invalid_code', registrationMessages.otpInvalid, {
    otp: registrationMessages.otpInvalid,
  });

export const verifyCode = async (db: Database, email: string, otp: string) => {
  const row = await findVerification(db, email);
  if (
    !row ||
    (row.mailSentAt ? lifetimeFrom(row.mailSentAt) : row.expiresAt).getTime() < Date.now() ||
    !(await claimAttempt(db, email, verificationRules.maxAttempts)) ||
    row.codeHash !== codeHash(email, otp)
  ) {
    throw invalidCode();
  }
  await markVerified(db, email);
  return { message: 'Email verified successfully.' };
};

/** Registration and its order need an address verified after this time: within the last hour. */
export const freshVerificationSince = () =>
  new Date(Date.now() - verificationRules.verifiedForMinutes * 60_000).toISOString();

export const notVerified = (purpose: VerificationPurpose) =>
  badRequest(purpose.notVerified, { email: purpose.notVerified });

export const assertEmailVerified = async (
  db: Executor,
  email: string,
  purpose = membershipApplication,
) => {
  if (!(await isVerifiedAfter(db, email, freshVerificationSince()))) throw notVerified(purpose);
};

export const forgetVerification = deleteVerification;
