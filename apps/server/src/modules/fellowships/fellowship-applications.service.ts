import {
  fellowshipMessages,
  membershipNumberMessages,
  paymentsTabUrl,
  type FellowshipApplication,
} from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import { badRequest, unauthorized } from '../../lib/errors';
import { applicantWhoMayApply, takeInApplication } from '../applications/application-intake';
import { findMember, isOwnMembershipNumber, type Actor } from '../members/members.service';
import { claimPayment, confirmCheckout, openOrder } from '../payments/payments.service';
import { fellowshipKind } from './fellowship-kind';
import { fellowshipReceivedMail } from './fellowship-mails';
import { currentFellowshipFeeRow } from './fellowship-types.service';
import { qualificationsByLevel, toOwnFellowship } from './fellowship-views';
import { findCurrentFellowshipOfMember, insertFellowship } from './fellowships.repository';

const fellowshipIntake = fellowshipKind.intake;

const memberOf = async (db: Executor, memberId: string) => {
  const member = await findMember.byId(db, memberId);
  if (!member) throw unauthorized();
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
  const member = await applicantWhoMayApply(app.db, memberId, fellowshipIntake);
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
  const member = await applicantWhoMayApply(app.db, actor.id, fellowshipIntake);
  if (!(await isOwnMembershipNumber(app.db, actor.id, details.membershipNumber))) {
    throw badRequest(membershipNumberMessages.invalid, {
      membershipNumber: membershipNumberMessages.invalid,
    });
  }
  return takeInApplication(
    app.db,
    actor,
    fellowshipIntake,
    fellowshipMessages.received,
    async (tx) => {
      const created = await insertFellowship(tx, {
        ...details,
        memberId: member.id,
        email: member.email,
        telephone: member.mobileNo,
        qualifications: qualificationsByLevel(qualifications),
        paymentId: paid.id,
      });
      await claimPayment(
        tx,
        paid.id,
        { type: 'fellowship', id: created.id },
        { memberId: member.id },
      );
      await enqueueMail(
        tx,
        fellowshipReceivedMail(created, paid.amountPaise, paymentsTabUrl(app.config.publicUrl)),
      );
      return created;
    },
  );
};
