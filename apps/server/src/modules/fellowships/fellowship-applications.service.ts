import {
  fellowshipMessages,
  membershipNumberMessages,
  type FellowshipApplication,
} from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { violatedConstraint } from '../../lib/unique-violation';
import { auditedChange } from '../audit/audit.service';
import { findMember, isOwnMembershipNumber, type Actor } from '../members/members.service';
import { claimPayment, confirmCheckout, openOrder } from '../payments/payments.service';
import { fellowshipReceivedMail } from './fellowship-mails';
import { currentFellowshipFeeRow } from './fellowship-types.service';
import { qualificationsByLevel, toOwnFellowship } from './fellowship-views';
import {
  findCurrentFellowshipOfMember,
  insertFellowship,
  openApplicationIndex,
  type FellowshipRow,
} from './fellowships.repository';

const alreadyApplied = () => conflict(fellowshipMessages.alreadyApplied);

const memberOf = async (db: Executor, memberId: string) => {
  const member = await findMember.byId(db, memberId);
  if (!member) throw unauthorized();
  return member;
};

/** An approved member without an open application, or the reason they cannot apply. */
const assertMayApply = async (db: Executor, memberId: string) => {
  const member = await memberOf(db, memberId);
  if (member.status !== 'approved') throw forbidden(fellowshipMessages.notApproved);
  const current = await findCurrentFellowshipOfMember(db, memberId);
  if (current && current.status !== 'declined') throw alreadyApplied();
  return member;
};

/** The member's application that counts (open, else the latest declined), if any. */
export const currentFellowshipOf = (db: Executor, memberId: string) =>
  findCurrentFellowshipOfMember(db, memberId);

export const getOwnFellowship = async (db: Executor, memberId: string) => {
  const current = await findCurrentFellowshipOfMember(db, memberId);
  return { fellowship: current ? toOwnFellowship(current) : null };
};

/** Opens a payment order for the fellowship fee as stored, for a member who may apply. */
export const openFellowshipOrder = async (app: FastifyInstance, memberId: string) => {
  const member = await assertMayApply(app.db, memberId);
  const fee = await currentFellowshipFeeRow(app.db);
  const order = await openOrder(app, {
    purpose: 'fellowship',
    email: member.email,
    amountPaise: fee.pricePaise,
    itemId: fee.id,
  });
  return { ...order, description: fellowshipMessages.checkoutDescription };
};

/**
 * Creates the application only for a verified, captured payment of this member's fellowship
 * order, in one transaction with the payment's claim, the e-mail and the audit entry. The capture
 * is recorded first, so a refused or failed application leaves the payment in reconciliation and
 * the same payment can finish it once the cause is put right. The e-mail and phone are the
 * member's own, never the request's.
 */
export const applyForFellowship = async (
  app: FastifyInstance,
  actor: Actor,
  { payment, qualifications, ...details }: FellowshipApplication,
) => {
  const { email } = await memberOf(app.db, actor.id);
  const paid = await confirmCheckout(
    app,
    {
      orderId: payment.razorpayOrderId,
      paymentId: payment.razorpayPaymentId,
      signature: payment.razorpaySignature,
    },
    { purpose: 'fellowship', email },
  );
  const member = await assertMayApply(app.db, actor.id);
  if (!(await isOwnMembershipNumber(app.db, actor.id, details.membershipNumber))) {
    throw badRequest(membershipNumberMessages.invalid, {
      membershipNumber: membershipNumberMessages.invalid,
    });
  }
  return auditedChange(app.db, actor, async (tx) => {
    const created: FellowshipRow = await insertFellowship(tx, {
      ...details,
      memberId: member.id,
      email: member.email,
      telephone: member.mobileNo,
      qualifications: qualificationsByLevel(qualifications),
      paymentId: paid.id,
    });
    await claimPayment(tx, paid.id, { type: 'fellowship', id: created.id });
    await enqueueMail(tx, fellowshipReceivedMail(created, paid.amountPaise));
    return {
      action: 'fellowship.applied',
      entity: { type: 'fellowship', id: created.id },
      after: created,
      result: { message: fellowshipMessages.received, id: created.id },
    };
  }).catch((error: unknown) => {
    throw violatedConstraint(error) === openApplicationIndex ? alreadyApplied() : error;
  });
};
