export interface NewOrder {
  amountPaise: number;
  currency: string;
  /** Our own reference for the order, at most 40 characters (Razorpay's limit). */
  receipt: string;
  notes?: Record<string, string>;
}

export interface GatewayOrder {
  orderId: string;
  amountPaise: number;
  currency: string;
}

/** What the browser's checkout hands back on success, in our field names. */
export interface CheckoutResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
}

export interface NewRefund {
  paymentId: string;
  amountPaise: number;
  /** Our own reference for the refund, at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
}

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

export interface GatewayRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  status: GatewayRefundStatus;
}

/** A card payment provider as the server uses it; amounts are integer paise. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(order: NewOrder): Promise<GatewayOrder>;
  /** True only when the signature is the gateway's own for exactly this order and payment. */
  verifyCheckoutSignature(result: CheckoutResult): boolean;
  /**
   * The payment as the gateway knows it, or null when it knows no such payment. One it holds
   * only authorized is captured first, so call this once the signature proved the payment ours.
   */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Returns `amountPaise` of a captured payment to the payer. */
  refundPayment(refund: NewRefund): Promise<GatewayRefund>;
  /** True only when the signature header is the gateway's own for exactly these bytes. */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): boolean;
}
