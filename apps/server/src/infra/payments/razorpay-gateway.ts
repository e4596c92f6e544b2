import type { FastifyBaseLogger } from 'fastify';
import Razorpay from 'razorpay';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type {
  CheckoutResult,
  GatewayPayment,
  NewOrder,
  NewRefund,
  PaymentGateway,
} from './payment-gateway';
import { checkoutSignature, hmacHex, signatureMatches } from './razorpay-signature';

export interface RazorpayGatewayOptions {
  settings: NonNullable<Config['razorpay']>;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** Where the Razorpay API answers; only tests point it at a stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
}

const orderSchema = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });
const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
});
type RazorpayPayment = z.infer<typeof paymentSchema>;
const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});

/** What the SDK throws when Razorpay answers with an error. */
const sdkErrorSchema = z.object({
  statusCode: z.number(),
  error: z.object({ description: z.string().optional() }).optional(),
});

/** Razorpay answers an unknown payment id with 400 and this description, not with 404. */
const noneWhenUnknown = (error: unknown) => {
  const answer = sdkErrorSchema.safeParse(error);
  const unknownId =
    answer.success &&
    (answer.data.statusCode === 404 ||
      answer.data.error?.description === 'The id provided does not exist');
  if (unknownId) return null;
  throw error;
};

const gatewayUnavailable = () =>
  new AppError(
    502,
    'payment_gateway_unavailable',
    'The payment service is not answering. Please try again.',
  );

/** The part of the SDK's axios instance (`api.rq`, untyped by the SDK) that we adjust. */
interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: {
    response: { use(onAnswer: undefined, onFailure: (error: TransportError) => unknown): number };
  };
}
interface TransportError {
  code?: string;
  message?: string;
  response?: unknown;
}

/**
 * The SDK fixes its host in the constructor and sets no time-out. It also reads
 * `error.response.status` of every failure, which without an answer (refused, timed out) throws
 * a bare TypeError; such failures are handed on in Razorpay's error shape so the log says why.
 */
const configureHttp = (sdk: Razorpay, { baseUrl, timeoutMs }: RazorpayGatewayOptions) => {
  const http = (sdk.api as unknown as { rq: SdkHttp }).rq;
  http.defaults.timeout = timeoutMs ?? 10_000;
  if (baseUrl) http.defaults.baseURL = baseUrl;
  http.interceptors.response.use(undefined, (error) =>
    Promise.reject(
      error.response
        ? error
        : {
            response: {
              status: 0,
              data: { error: { code: error.code ?? 'NO_ANSWER', description: error.message } },
            },
          },
    ),
  );
};

const asGatewayPayment = (payment: RazorpayPayment): GatewayPayment => ({
  paymentId: payment.id,
  orderId: payment.order_id,
  amountPaise: payment.amount,
  currency: payment.currency,
  status: payment.status,
});

/**
 * Razorpay through its official SDK. Every answer is checked against the fields we rely on; any
 * failure (Razorpay's error, no answer in time, an unexpected shape) is logged with its details
 * and becomes a 502 for the caller.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay';
  readonly keyId: string;
  private readonly sdk: Razorpay;

  constructor(private readonly options: RazorpayGatewayOptions) {
    this.keyId = options.settings.keyId;
    this.sdk = new Razorpay({
      key_id: options.settings.keyId,
      key_secret: options.settings.keySecret,
    });
    configureHttp(this.sdk, options);
  }

  async createOrder({ amountPaise, currency, receipt, notes }: NewOrder) {
    const order = await this.call('create order', orderSchema, () =>
      this.sdk.orders.create({ amount: amountPaise, currency, receipt, notes: notes ?? {} }),
    );
    return { orderId: order.id, amountPaise: order.amount, currency: order.currency };
  }

  verifyCheckoutSignature({ orderId, paymentId, signature }: CheckoutResult) {
    return signatureMatches(
      checkoutSignature(this.options.settings.keySecret, orderId, paymentId),
      signature,
    );
  }

  /**
   * A payment left `authorized` (the account captures by hand) is captured here first: the
   * caller has already checked the signature, so it is the payer's money for our order.
   */
  async fetchPayment(paymentId: string) {
    const payment = await this.call('fetch payment', paymentSchema.nullable(), () =>
      this.sdk.payments.fetch(paymentId).catch(noneWhenUnknown),
    );
    if (!payment) return null;
    return asGatewayPayment(
      payment.status === 'authorized' ? await this.capture(payment) : payment,
    );
  }

  async refundPayment({ paymentId, amountPaise, receipt, notes }: NewRefund) {
    const refund = await this.call('refund payment', refundSchema, () =>
      this.sdk.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt,
        notes: notes ?? {},
      }),
    );
    return {
      refundId: refund.id,
      paymentId: refund.payment_id,
      amountPaise: refund.amount,
      status: refund.status,
    };
  }

  verifyWebhook(rawBody: string | Buffer, signature: string | undefined) {
    const secret = this.options.settings.webhookSecret;
    return secret !== undefined && signatureMatches(hmacHex(secret, rawBody), signature);
  }

  /** If Razorpay refuses, most likely because it auto-captured meanwhile, its word now stands. */
  private async capture(payment: RazorpayPayment) {
    try {
      return await this.call('capture payment', paymentSchema, () =>
        this.sdk.payments.capture(payment.id, payment.amount, payment.currency),
      );
    } catch {
      return this.call('fetch payment after capture', paymentSchema, () =>
        this.sdk.payments.fetch(payment.id),
      );
    }
  }

  private async call<T>(operation: string, schema: z.ZodType<T>, send: () => Promise<unknown>) {
    let answer: unknown;
    try {
      answer = await send();
    } catch (error) {
      this.options.logger.error({ err: error, operation }, 'Razorpay request failed');
      throw gatewayUnavailable();
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      this.options.logger.error(
        { operation, issues: parsed.error.issues },
        'Razorpay answered in an unexpected shape',
      );
      throw gatewayUnavailable();
    }
    return parsed.data;
  }
}
