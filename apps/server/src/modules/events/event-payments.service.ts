import { eventMessages, paymentMessages } from '@osi/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eventById, type EventRecord } from '../../db/event-items';
import type { CheckoutResult } from '../../infra/payments';
import { AppError, conflict } from '../../lib/errors';
import {
  claimPayment,
  confirmCheckout,
  openOrder,
  paymentOfOrder,
  recoverCapture,
} from '../payments/payments.service';
import { refundPayment } from '../refunds/refunds.service';
import { placeFree, registerHeld } from './event-places.service';
import {
  latestRegistrationOf,
  liveRegistrationOf,
  lockEventPlaces,
  lockRegistration,
  moveRegistration,
  registrationById,
  registrationPaidWith,
  type RegistrationRow,
} from './event-registrations.repository';

/** How a payment that paid for a place is claimed: by its registration. */
export const eventRegistrationClaim = 'event-registration';

type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentOfOrder>>>;

const verificationFailed = () =>
  new AppError(400, 'payment_verification_failed', paymentMessages.verificationFailed);

/** Opens an order for the registration's stored price and makes it the one that pays the place. */
export const openPlaceOrder = async (
  app: FastifyInstance,
  event: EventRecord,
  row: RegistrationRow,
) => {
  const order = await openOrder(app, {
    purpose: 'event',
    email: row.email,
    amountPaise: row.pricePaise,
    itemId: event.id,
    ...(row.memberId ? { memberId: row.memberId } : {}),
  });
  const payment = await paymentOfOrder(app.db, order.orderId);
  if (!(await moveRegistration(app.db, row.id, ['held'], { paymentId: payment!.id }))) {
    throw conflict(eventMessages.notHeld);
  }
  return { ...order, description: event.title };
};

/**
 * The registration an event order pays: the one it was opened for last, else (an earlier order
 * of a place paid after all) the latest of its e-mail for its event.
 */
const registrationPaidBy = async (app: FastifyInstance, paid: PaymentRow) => {
  const row =
    (await registrationPaidWith(app.db, paid.id)) ??
    (paid.itemId ? await latestRegistrationOf(app.db, paid.itemId, paid.email) : undefined);
  const event = row && (await eventById(app.db, row.eventId));
  if (!row || !event) throw conflict(paymentMessages.verificationFailed);
  return { row, event };
};

/**
 * Claims a captured payment for its registration and, under the event's lock, registers it: a
 * held place, or a lapsed hold's when a place is free (and its holder has not registered again
 * since). Otherwise (the place went to someone else, or the registration was cancelled) the
 * payment is refunded in full.
 */
const applyEventPayment = async (app: FastifyInstance, paid: PaymentRow) => {
  const { row, event } = await registrationPaidBy(app, paid);
  const registered = await app.db.transaction(async (tx) => {
    await lockEventPlaces(tx, event.id);
    await claimPayment(
      tx,
      paid.id,
      { type: eventRegistrationClaim, id: row.id },
      row.memberId ? { memberId: row.memberId } : {},
    );
    const current = (await lockRegistration(tx, row.id))!;
    const retakes = async () =>
      !(await liveRegistrationOf(tx, event.id, current.email)) && (await placeFree(tx, event));
    const takes = current.status === 'held' || (current.status === 'lapsed' && (await retakes()));
    return takes ? registerHeld(tx, app.config.publicUrl, event, current, paid.id) : undefined;
  });
  if (!registered) {
    await refundPayment(app, { type: 'system' }, paid.id, {
      amount: paid.amountPaise / 100,
      reason: `The place at ${event.title} was no longer held when the payment came`,
    });
  }
};

/** Whether this order's payment paid for the registration (the webhook may come first). */
const paidPlace = async (app: FastifyInstance, orderId: string, paymentId: string) => {
  const row = await paymentOfOrder(app.db, orderId);
  return row?.claimedByType === eventRegistrationClaim && row.paymentId === paymentId
    ? row
    : undefined;
};

/**
 * Confirms a held place with a verified, captured payment of its order. Sending one that was
 * already applied (by this browser or by the webhook) answers the registration as it is; a
 * payment that came when no place was left is refunded, and said so.
 */
export const payForPlace = async (
  app: FastifyInstance,
  payment: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string },
) => {
  const checkout: CheckoutResult = {
    orderId: payment.razorpayOrderId,
    paymentId: payment.razorpayPaymentId,
    signature: payment.razorpaySignature,
  };
  const ordered = await paymentOfOrder(app.db, checkout.orderId);
  if (ordered?.purpose !== 'event' || !app.payments.verifyCheckoutSignature(checkout)) {
    throw verificationFailed();
  }
  const applied = () => paidPlace(app, checkout.orderId, checkout.paymentId);
  if (!(await applied())) {
    const { row } = await registrationPaidBy(app, ordered);
    try {
      await applyEventPayment(
        app,
        await confirmCheckout(app, checkout, { purpose: 'event', email: row.email }),
      );
    } catch (error) {
      if (!(await applied())) throw error;
    }
  }
  const claimed = (await applied())!;
  const registration = await registrationById(app.db, claimed.claimedById!);
  if (registration?.status !== 'registered' || registration.paymentId !== claimed.id) {
    throw conflict(eventMessages.placeGoneRefunded);
  }
  return registration;
};

/** After the gateway's webhook recorded a capture: a place whose browser never came back. */
export const recoverEventPayment = (
  app: FastifyInstance,
  log: Pick<FastifyBaseLogger, 'warn'>,
  orderId: string,
) => recoverCapture(app, log, orderId, 'event', (row) => applyEventPayment(app, row));
