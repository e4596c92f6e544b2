import {
  csvRow,
  paymentPurposeLabels,
  paymentStateLabels,
  type AdminPayment,
  type PaymentFilters,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { keysetBatches } from '../applications/exports';
import { toAdminPayment } from './accounts.service';
import { paymentsAfter } from './accounts.repository';

const columns: [string, (payment: AdminPayment) => unknown][] = [
  ['Date', (payment) => payment.capturedAt ?? payment.createdAt],
  ['Purpose', (payment) => paymentPurposeLabels[payment.purpose]],
  ['State', (payment) => paymentStateLabels[payment.status]],
  ['Amount (INR)', (payment) => payment.amount],
  ['Refunded (INR)', (payment) => payment.refunded],
  ['Member', (payment) => payment.member?.name ?? ''],
  ['Membership ID', (payment) => payment.member?.membershipId ?? ''],
  ['E-mail', (payment) => payment.email],
  ['Receipt', (payment) => payment.receiptNumber ?? ''],
  ['Order ID', (payment) => payment.orderId],
  ['Payment ID', (payment) => payment.paymentId],
  ['Gateway', (payment) => payment.gateway],
];

const batchSize = 1_000;

/** The payments matching `filters` as CSV, read in keyset batches so memory stays flat. */
export async function* paymentCsv(db: Executor, filters: PaymentFilters) {
  yield csvRow(columns.map(([header]) => header));
  const batches = keysetBatches(
    (lastId) => paymentsAfter(db, filters, lastId, batchSize),
    batchSize,
  );
  for await (const rows of batches) {
    yield rows
      .map(toAdminPayment)
      .map((payment) => csvRow(columns.map(([, cell]) => cell(payment))))
      .join('');
  }
}
