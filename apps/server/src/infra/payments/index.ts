import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentGateway } from './payment-gateway';
import { RazorpayGateway, type RazorpayGatewayOptions } from './razorpay-gateway';
import { SandboxGateway } from './sandbox-gateway';

export type {
  CheckoutResult,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
} from './payment-gateway';
export { RazorpayGateway } from './razorpay-gateway';
export { SandboxGateway } from './sandbox-gateway';

/** Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, else the offline sandbox. */
export const createPaymentGateway = async ({
  config,
  db,
  logger,
}: {
  config: Pick<Config, 'razorpay'>;
  db: Database;
  logger: RazorpayGatewayOptions['logger'];
}): Promise<PaymentGateway> =>
  config.razorpay
    ? new RazorpayGateway({ settings: config.razorpay, logger })
    : SandboxGateway.open(db);
