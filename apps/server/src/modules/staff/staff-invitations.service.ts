import {
  invitationLifetimeHours,
  invitationPagePath,
  staffMessages as m,
  staffRoleLabels,
  type AcceptInvitation,
  type InviteStaff,
} from '@osi/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { enqueueMail, letter } from '../../infra/mail';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { violatedConstraint } from '../../lib/unique-violation';
import { sessionAdminOf } from '../two-factor/two-factor.service';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  claimInvitation,
  emailInUse,
  lockInvitationsOf,
  insertInvitation,
  insertInvitedAdmin,
  liveInvitationByToken,
  renewInvitation,
  revokeInvitation,
  setInvitationAdmin,
} from './staff.repository';

const newLink = () => {
  const token = newToken();
  const expiresAt = new Date(Date.now() + invitationLifetimeHours * 60 * 60 * 1000);
  return { token, row: { tokenHash: hashToken(token), expiresAt } };
};

type Invitation = { name: string; email: string; role: InviteStaff['role'] };

const mailInvitation = (app: FastifyInstance, tx: Executor, to: Invitation, token: string) =>
  enqueueMail(tx, {
    to: to.email,
    subject: 'You are invited to the society’s back office',
    text: letter(
      to.name,
      `You are invited to join the staff of the society’s back office as ${staffRoleLabels[to.role]}.`,
      `Set your password here within ${invitationLifetimeHours} hours:\n\n${app.config.publicUrl}${invitationPagePath(token)}`,
      'If you did not expect this, ignore this e-mail.',
    ),
  });

const emailTaken = () => conflict(m.emailTaken, { email: m.emailTaken });

/** Invites someone by e-mail with the role they will hold; refused for an e-mail in use. */
export const inviteStaff = async (app: FastifyInstance, actor: Actor, input: InviteStaff) => {
  const invitation = { ...input, email: input.email.toLowerCase() };
  const { token, row } = newLink();
  await auditedChange(app.db, actor, async (tx) => {
    await lockInvitationsOf(tx, invitation.email);
    if (await emailInUse(tx, invitation.email)) throw emailTaken();
    const created = await insertInvitation(tx, { ...invitation, ...row, invitedBy: actor.id });
    await mailInvitation(app, tx, invitation, token);
    return {
      action: 'staff-invitation.created',
      entity: { type: 'staff-invitation', id: created.id },
      after: invitation,
    };
  });
  return { message: `Invitation sent to ${invitation.email}.` };
};

/** Sends a pending invitation again with a new link: the old one stops working. */
export const resendInvitation = async (app: FastifyInstance, actor: Actor, id: string) => {
  const { token, row } = newLink();
  const renewed = await auditedChange(app.db, actor, async (tx) => {
    const invitation = await renewInvitation(tx, id, row);
    if (!invitation) throw notFound(m.noSuchInvitation);
    await mailInvitation(app, tx, invitation, token);
    return {
      action: 'staff-invitation.resent',
      entity: { type: 'staff-invitation', id },
      after: { expiresAt: row.expiresAt },
      result: invitation,
    };
  });
  return { message: `Invitation sent again to ${renewed.email}.` };
};

export const withdrawInvitation = async (db: Executor, actor: Actor, id: string) => {
  await auditedChange(db, actor, async (tx) => {
    if (!(await revokeInvitation(tx, id))) throw notFound(m.noSuchInvitation);
    return { action: 'staff-invitation.revoked', entity: { type: 'staff-invitation', id } };
  });
  return { message: 'Invitation revoked.' };
};

const invitationOrNotFound = async (db: Executor, token: string) => {
  const invitation = await liveInvitationByToken(db, hashToken(token));
  if (!invitation) throw notFound(m.invitationInvalid);
  return invitation;
};

/** Whom a live invitation is for; 404 once it expired, was revoked or was used. */
export const invitationView = async (db: Executor, token: string) => {
  const { name, email, role } = await invitationOrNotFound(db, token);
  return { name, email, role };
};

/**
 * Makes the invited administrator with the invitation's role and signs them in, all in one
 * transaction that claims the invitation first: a link makes one account, however often sent.
 */
export const acceptInvitation = async (
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  { password }: AcceptInvitation,
) => {
  await invitationOrNotFound(app.db, token);
  const passwordHash = await hashPassword(password);
  try {
    const admin = await auditedChange(app.db, { type: 'admin' }, async (tx) => {
      const invitation = await claimInvitation(tx, hashToken(token));
      if (!invitation) throw notFound(m.invitationInvalid);
      const { name, email, role } = invitation;
      const { id } = await insertInvitedAdmin(tx, { name, email, role, passwordHash });
      await setInvitationAdmin(tx, invitation.id, id);
      await reply.startSession('admin', id, tx);
      return {
        actorId: id,
        action: 'admin.created',
        entity: { type: 'admin', id },
        after: { name, email, role, invitationId: invitation.id },
        result: { id, name, email, role },
      };
    });
    return {
      message: 'Welcome! Your account is ready.',
      admin: sessionAdminOf(app.config, { ...admin, twoFactorEnabled: false }),
    };
  } catch (error) {
    if (violatedConstraint(error) === 'admins_email_unique') throw emailTaken();
    throw error;
  }
};
