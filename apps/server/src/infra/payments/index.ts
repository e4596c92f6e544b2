import type { Database } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox-gateway';

export type {
  CheckoutResult,
  GatewayOrder,
  GatewayPayment,
  NewOrder,
  PaymentGateway,
} from './payment-gateway';
export { SandboxGateway } from './sandbox-gateway';

/** The sandbox gateway: offline, signing as Razorpay does. */
export const createPaymentGateway = (db: Database): Promise<PaymentGateway> =>
  SandboxGateway.open(db);
