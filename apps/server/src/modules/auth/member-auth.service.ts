import {
  forgotPasswordReply,
  loginMessages,
  type LoginInput,
  type ResetPasswordInput,
} from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import { enqueueMail } from '../../infra/mail';
import { AppError, badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { auditedChange } from '../audit/audit.service';
import { findMember, setMemberPasswordHash } from '../members/members.service';
import {
  consumeResetToken,
  isResetTokenLive,
  issueResetToken,
  revokeResetTokens,
} from './password-reset.repository';
import { countAttemptOrLock, liftAccountLock } from './sign-in-throttle';

export const resetLinkLifetimeMinutes = 60;
/** However many addresses ask, one account gets at most this many reset e-mails. */
export const resetLinksPerAccount = { count: 3, minutes: 60 };
export const passwordResetDone = 'Password reset successful!';
export const resetLinkInvalid =
  'This reset link is invalid or has expired. Please request a new one.';

/** The member whose e-mail and password these are; the spec's 404 and 401 otherwise. */
export const authenticateMember = async (app: FastifyInstance, input: LoginInput) => {
  await countAttemptOrLock(app.db, 'member', input.email);
  const member = await findMember.byEmail(app.db, input.email);
  if (!member) {
    throw new AppError(404, 'member_not_found', loginMessages.notFound, {
      email: loginMessages.notFound,
    });
  }
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    throw new AppError(401, 'invalid_password', loginMessages.wrongPassword, {
      password: loginMessages.wrongPassword,
    });
  }
  await liftAccountLock(app.db, 'member', input.email);
  return member;
};

export const requestPasswordReset = async (app: FastifyInstance, email: string) => {
  const member = await findMember.byEmail(app.db, email);
  if (member) {
    const token = newToken();
    await app.db.transaction(async (tx) => {
      const issued = await issueResetToken(
        tx,
        {
          memberId: member.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + resetLinkLifetimeMinutes * 60_000),
        },
        resetLinksPerAccount,
      );
      if (!issued) return;
      await enqueueMail(tx, {
        to: member.email,
        subject: 'Reset your password',
        text: `Dear ${member.firstName},\n\nSomeone (we hope you) asked to reset the password of your member account. Choose a new password here within ${resetLinkLifetimeMinutes} minutes:\n\n${app.config.publicUrl}/reset-password/${token}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n\nThe Secretariat\nOral Implantology Society of India`,
      });
    });
  }
  return { message: forgotPasswordReply };
};

/**
 * Sets the new password from a single-use link, ends the member's other links and every session,
 * and lifts the account lock. The link is checked before the costly hashing.
 */
export const resetPassword = async (app: FastifyInstance, input: ResetPasswordInput) => {
  const tokenHash = hashToken(input.token);
  if (!(await isResetTokenLive(app.db, tokenHash))) throw badRequest(resetLinkInvalid);
  const passwordHash = await hashPassword(input.newPassword);
  await auditedChange(app.db, { type: 'member' }, async (tx) => {
    const token = await consumeResetToken(tx, tokenHash);
    const member = token && (await findMember.byId(tx, token.memberId));
    if (!member) throw badRequest(resetLinkInvalid);
    await revokeResetTokens(tx, member.id);
    await setMemberPasswordHash(tx, member.id, passwordHash);
    await liftAccountLock(tx, 'member', member.email);
    await app.revokeSessions('member', member.id, { db: tx });
    return {
      actorId: member.id,
      action: 'member.password-reset',
      entity: { type: 'member', id: member.id },
    };
  });
  return { message: passwordResetDone };
};
