import {
  paymentMessages,
  paymentsTabUrl,
  renewalMessages,
  renewalStart,
  societyDay,
  termFrom,
  termView,
  type RenewalOrderInput,
  type RenewalQuote,
} from '@osi/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { CheckoutResult } from '../../infra/payments';
import { enqueueMail } from '../../infra/mail';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { auditedChange, type AuditEntry } from '../audit/audit.service';
import { cancelUnsentReminders } from '../membership-year/reminders.service';
import { findMember } from '../members/members.service';
import {
  getMembershipTypeRow,
  offeredMembershipTypeRows,
} from '../membership-types/membership-types.service';
import { readMembershipYearSettings } from '../membership-year/membership-year-settings';
import {
  claimPayment,
  confirmCheckout,
  openOrder,
  paymentOfOrder,
  recoverCapture,
} from '../payments/payments.service';
import { toPriced } from '../priced-types/priced-types.service';
import { renewedMail } from './renewal-mails';
import { lockLiveMember, updateMemberTerm, type RenewingMember } from './renewal.repository';

/** How a payment that renewed a membership is claimed: by the member it renewed. */
export const renewalClaim = 'member-renewal';

type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentOfOrder>>>;

/** Only an admitted member who is not for life renews. */
const renewable = (member: RenewingMember) => {
  if (member.lifeMember) throw conflict(renewalMessages.lifeMember);
  if (member.status !== 'approved') throw conflict(renewalMessages.notApproved);
  return member;
};

const liveMember = async (db: Executor, id: string) => {
  const member = await findMember.byId(db, id);
  if (!member) throw unauthorized();
  return member;
};

/** The term a renewal with a type of `years` (null: life) gives, from the later of the end and today. */
const renewedTerm = (validUntil: string | null, years: number | null, today: string) =>
  termFrom(renewalStart(validUntil, today), years);

export const renewalQuote = async (db: Executor, memberId: string): Promise<RenewalQuote> => {
  const member = renewable(await liveMember(db, memberId));
  const today = societyDay();
  return {
    validUntil: member.validUntil,
    currentTypeId: member.membershipTypeId,
    currentTypeName: member.membershipTypeName,
    choices: (await offeredMembershipTypeRows(db)).map((type) => ({
      ...toPriced(type),
      termYears: type.termYears,
      validUntil: renewedTerm(member.validUntil, type.termYears, today).validUntil,
    })),
  };
};

/** Opens an order for the stored price of an offered type; the order names the member. */
export const openRenewalOrder = async (
  app: FastifyInstance,
  memberId: string,
  { membershipTypeId }: RenewalOrderInput,
) => {
  const member = renewable(await liveMember(app.db, memberId));
  const type = (await offeredMembershipTypeRows(app.db)).find(({ id }) => id === membershipTypeId);
  if (!type) {
    throw badRequest(renewalMessages.typeUnavailable, {
      membershipTypeId: renewalMessages.typeUnavailable,
    });
  }
  const order = await openOrder(app, {
    purpose: 'renewal',
    email: member.email,
    amountPaise: type.pricePaise,
    itemId: type.id,
    memberId: member.id,
  });
  return { ...order, description: renewalMessages.checkoutDescription };
};

const dashboardUrl = (app: FastifyInstance) => `${app.config.publicUrl}/dashboard?tab=profile`;

const termOf = ({
  validUntil,
  lifeMember,
  membershipTypeId,
  membershipTypeName,
  membershipPricePaise,
}: RenewingMember) => ({
  validUntil,
  lifeMember,
  membershipTypeId,
  membershipTypeName,
  membershipPricePaise,
});

/**
 * Claims a captured renewal payment and extends its member's term by the type it paid for (read
 * with deleted ones, so a type changed mid-checkout is still honoured), with the audit entry and
 * the e-mail, in one transaction. Refused, it changes nothing and the payment stays unclaimed.
 */
const applyRenewal = (app: FastifyInstance, paid: PaymentRow, actor: AuditEntry['actor']) => {
  const { memberId, itemId } = paid;
  if (memberId === null || itemId === null) throw conflict(paymentMessages.verificationFailed);
  return auditedChange(app.db, actor, async (tx) => {
    await claimPayment(tx, paid.id, { type: renewalClaim, id: memberId });
    const before = await lockLiveMember(tx, memberId);
    if (!before) throw conflict('The member this payment renews no longer exists.');
    renewable(before);
    const type = await getMembershipTypeRow(tx, itemId, { withDeleted: true });
    const today = societyDay();
    const after = await updateMemberTerm(tx, memberId, {
      ...renewedTerm(before.validUntil, type.termYears, today),
      memberSince: before.memberSince ?? today,
      membershipTypeId: type.id,
      membershipTypeName: type.name,
      membershipPricePaise: paid.amountPaise,
    });
    await cancelUnsentReminders(tx, memberId);
    await enqueueMail(
      tx,
      renewedMail(after, {
        dashboard: dashboardUrl(app),
        payments: paymentsTabUrl(app.config.publicUrl),
      }),
    );
    return {
      action: 'member.renewed',
      entity: { type: 'member', id: memberId },
      before: termOf(before),
      after: { ...termOf(after), paymentId: paid.paymentId },
      result: after,
    };
  });
};

/** Whether this order's payment already renewed this member (the webhook may come first). */
const renewedBy = async (db: Executor, orderId: string, memberId: string, paymentId: string) => {
  const row = await paymentOfOrder(db, orderId);
  return (
    row?.claimedByType === renewalClaim &&
    row.claimedById === memberId &&
    row.paymentId === paymentId
  );
};

const renewedAnswer = async (db: Executor, memberId: string) => {
  const member = await liveMember(db, memberId);
  const { graceDays } = await readMembershipYearSettings(db);
  const term = termView(member, societyDay(), graceDays);
  return { message: renewalMessages.renewed(term.validUntil), term };
};

const verificationFailed = () =>
  new AppError(400, 'payment_verification_failed', paymentMessages.verificationFailed);

/**
 * Renews the signed-in member's membership with a verified, captured payment of their renewal
 * order. Sending a payment that already renewed them (from this browser or by the webhook)
 * answers their term as it is.
 */
export const renewMembership = async (
  app: FastifyInstance,
  memberId: string,
  payment: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string },
) => {
  const member = await liveMember(app.db, memberId);
  const checkout: CheckoutResult = {
    orderId: payment.razorpayOrderId,
    paymentId: payment.razorpayPaymentId,
    signature: payment.razorpaySignature,
  };
  const applied = async () =>
    app.payments.verifyCheckoutSignature(checkout) &&
    renewedBy(app.db, checkout.orderId, member.id, checkout.paymentId);
  if (await applied()) return renewedAnswer(app.db, member.id);
  try {
    const paid = await confirmCheckout(app, checkout, { purpose: 'renewal', email: member.email });
    if (paid.memberId !== member.id) throw verificationFailed();
    await applyRenewal(
      app,
      { ...paid, paymentId: checkout.paymentId },
      { type: 'member', id: member.id },
    );
  } catch (error) {
    // The webhook may have renewed with this payment since the check above.
    if (!(await applied())) throw error;
  }
  return renewedAnswer(app.db, member.id);
};

/** After the gateway's webhook recorded a capture: a renewal whose browser never came back. */
export const recoverRenewal = (
  app: FastifyInstance,
  log: Pick<FastifyBaseLogger, 'warn'>,
  orderId: string,
) =>
  recoverCapture(app, log, orderId, 'renewal', (row) => applyRenewal(app, row, { type: 'system' }));
