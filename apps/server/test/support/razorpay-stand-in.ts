import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RazorpayGateway } from '../../src/infra/payments';
import type { RazorpayGatewayOptions } from '../../src/infra/payments/razorpay-gateway';
import type { PaidCheckout } from './membership';
import type { TestApp } from './test-app';

export type StandInPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | undefined;
  notes: Record<string, string>;
}

export interface StandInPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: StandInPaymentStatus;
  /** Razorpay's auto-capture lands just after the next read: the read says authorized, then it is captured. */
  capturedAfterNextFetch?: boolean;
}

export interface StandInRequest {
  method: string;
  path: string;
  /** The Authorization header as sent. */
  authorization: string | undefined;
  body: unknown;
}

export interface RazorpayStandIn {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  /** Refunds made through the API, by id. */
  refunds: Map<string, { id: string; payment_id: string; amount: number }>;
  requests: StandInRequest[];
  /** Pays the order as Checkout would (captured at the order's amount unless told otherwise) and signs the result. */
  pay(orderId: string, payment?: Partial<Omit<StandInPayment, 'id' | 'order_id'>>): PaidCheckout;
  /** The next request is answered with this status and Razorpay error body. */
  failNext(status: number, description: string): void;
  /** The next request gets no answer at all (until the stand-in closes). */
  stallNext(): void;
  /** A Razorpay gateway of ours pointed at this stand-in. */
  gateway(options?: Partial<RazorpayGatewayOptions>): RazorpayGateway;
  close(): Promise<void>;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => alphabet[byte % alphabet.length]).join('')}`;

const razorpayError = (description: string, field?: string, status = 400) => ({
  error: {
    code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

const newOrderJson = (order: StandInOrder) => ({
  id: order.id,
  entity: 'order',
  amount: order.amount,
  amount_paid: 0,
  amount_due: order.amount,
  currency: order.currency,
  receipt: order.receipt ?? null,
  offer_id: null,
  status: 'created',
  attempts: 0,
  // Razorpay answers empty notes with an empty array.
  notes: Object.keys(order.notes).length > 0 ? order.notes : [],
  created_at: Math.floor(Date.now() / 1000),
});

const paymentJson = (payment: StandInPayment) => ({
  id: payment.id,
  entity: 'payment',
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  order_id: payment.order_id,
  invoice_id: null,
  international: false,
  method: 'card',
  amount_refunded: 0,
  refund_status: null,
  captured: payment.status === 'captured',
  description: 'Credits towards membership',
  card_id: 'card_StandInCard001',
  bank: null,
  wallet: null,
  vpa: null,
  email: 'payer@example.org',
  contact: '+919000090000',
  notes: [],
  fee: payment.status === 'captured' ? Math.round(payment.amount * 0.02) : null,
  tax: payment.status === 'captured' ? Math.round(payment.amount * 0.0036) : null,
  error_code: null,
  error_description: null,
  created_at: Math.floor(Date.now() / 1000),
});

const readJson = async (request: http.IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The part of Razorpay's HTTP API the gateway uses, on loopback: create an order, fetch and
 * capture a payment. It checks basic auth with the key id and secret, validates orders as
 * Razorpay does and answers in Razorpay's shapes. Payments exist once a test pays an order.
 */
export const startRazorpayStandIn = async (): Promise<RazorpayStandIn> => {
  const keyId = 'rzp_test_StandInKey0001';
  const keySecret = randomBytes(18).toString('base64url');
  const webhookSecret = randomBytes(18).toString('base64url');
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, { id: string; payment_id: string; amount: number }>();
  const requests: StandInRequest[] = [];
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let nextFailure: { status: number; description: string } | 'stall' | undefined;

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const body = request.method === 'POST' ? await readJson(request) : {};
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };

    const failure = nextFailure;
    nextFailure = undefined;
    if (failure === 'stall') return;
    if (failure) {
      return answer(failure.status, razorpayError(failure.description, undefined, failure.status));
    }
    if (request.headers.authorization !== expectedAuthorization) {
      return answer(401, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Authentication failed',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    }
    if (!isRecord(body)) return answer(400, razorpayError('The request body is not valid JSON.'));

    if (request.method === 'POST' && path === '/v1/orders') {
      const { amount, currency = 'INR', receipt, notes = {} } = body;
      if (typeof amount !== 'number' || !Number.isInteger(amount)) {
        return answer(400, razorpayError('The amount must be an integer.', 'amount'));
      }
      if (amount < 100) {
        return answer(400, razorpayError('The amount must be atleast INR 1.00', 'amount'));
      }
      if (typeof currency !== 'string' || !['INR', 'USD', 'EUR', 'GBP'].includes(currency)) {
        return answer(400, razorpayError('The currency is invalid.', 'currency'));
      }
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        return answer(
          400,
          razorpayError('The receipt may not be greater than 40 characters.', 'receipt'),
        );
      }
      const validNotes =
        isRecord(notes) &&
        Object.keys(notes).length <= 15 &&
        Object.values(notes).every((note) => typeof note === 'string' && note.length <= 256);
      if (!validNotes) return answer(400, razorpayError('The notes are invalid.', 'notes'));
      const order: StandInOrder = {
        id: razorpayId('order'),
        amount,
        currency,
        receipt,
        notes: notes as Record<string, string>,
      };
      orders.set(order.id, order);
      return answer(200, newOrderJson(order));
    }

    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refundPath) {
      const refunded = payments.get(decodeURIComponent(refundPath[1]!));
      if (!refunded) return answer(400, razorpayError('The id provided does not exist', 'id'));
      if (refunded.status !== 'captured') {
        return answer(400, razorpayError('The payment has not been captured', 'id'));
      }
      const { amount } = body;
      const before = [...refunds.values()]
        .filter((refund) => refund.payment_id === refunded.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (typeof amount !== 'number' || amount + before > refunded.amount) {
        return answer(
          400,
          razorpayError('The refund amount provided is greater than amount captured', 'amount'),
        );
      }
      const refund = {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount,
        currency: refunded.currency,
        payment_id: refunded.id,
        notes: body.notes ?? [],
        receipt: body.receipt ?? null,
        status: 'processed',
        speed_requested: 'normal',
        speed_processed: 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      return answer(200, refund);
    }

    const paymentPath = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(path);
    const payment = paymentPath ? payments.get(decodeURIComponent(paymentPath[1]!)) : undefined;
    if (paymentPath && !payment) {
      return answer(400, razorpayError('The id provided does not exist', 'id'));
    }
    if (request.method === 'GET' && paymentPath && !paymentPath[2] && payment) {
      answer(200, paymentJson(payment));
      if (payment.capturedAfterNextFetch) {
        payment.status = 'captured';
        payment.capturedAfterNextFetch = false;
      }
      return;
    }
    if (request.method === 'POST' && paymentPath?.[2] && payment) {
      if (payment.status === 'captured') {
        return answer(400, razorpayError('This payment has already been captured'));
      }
      if (payment.status !== 'authorized') {
        return answer(
          400,
          razorpayError(
            'Only payments which have been authorized and not yet captured can be captured',
          ),
        );
      }
      if (body.amount !== payment.amount || (body.currency ?? 'INR') !== payment.currency) {
        return answer(
          400,
          razorpayError('Capture amount must be equal to the amount authorized', 'amount'),
        );
      }
      payment.status = 'captured';
      return answer(200, paymentJson(payment));
    }
    return answer(404, razorpayError('The requested URL was not found on the server.'));
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    requests,
    pay(orderId, overrides = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The stand-in made no order ${orderId}`);
      const payment: StandInPayment = {
        id: razorpayId('pay'),
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        ...overrides,
      };
      payments.set(payment.id, payment);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', keySecret)
          .update(`${orderId}|${payment.id}`)
          .digest('hex'),
      };
    },
    failNext(status, description) {
      nextFailure = { status, description };
    },
    stallNext() {
      nextFailure = 'stall';
    },
    gateway(options = {}) {
      return new RazorpayGateway({
        settings: { keyId, keySecret, webhookSecret },
        logger: { error: () => undefined },
        baseUrl,
        ...options,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Posts `body` to our Razorpay webhook as Razorpay does, signed with the stand-in's secret. */
export const deliverSignedWebhook = (
  app: { inject: TestApp['inject'] },
  standIn: Pick<RazorpayStandIn, 'webhookSecret'>,
  body: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', standIn.webhookSecret)
        .update(body)
        .digest('hex'),
    },
    payload: body,
  });

/** Razorpay's payment.captured event for a payment the stand-in took. */
export const paymentCapturedEvent = (payment: StandInPayment) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          entity: 'payment',
          id: payment.id,
          order_id: payment.order_id,
          amount: payment.amount,
          currency: payment.currency,
          status: 'captured',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
