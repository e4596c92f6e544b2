import { erasedMemberName, financialYear } from '@osi/shared';
import type { Database } from '../../db/client';
import { recordAudits } from '../audit/audit.service';
import { forgetKeptPayersIssuedBefore } from './privacy.repository';

/** The Income-tax Act keeps a financial year's books for eight years after it ends (decision 086). */
const receiptRetentionYears = 8;

/**
 * The first day whose receipts are still within the retention on `today`: the start of the
 * financial year that began eight years before today's. A receipt of 2017-18 (ending 31 March
 * 2018) is kept until 31 March 2026, so from 1 April 2026 only receipts from 1 April 2018 are.
 */
export const firstDayStillKept = (today: string) =>
  `${Number(financialYear(today).slice(0, 4)) - receiptRetentionYears}-04-01`;

/**
 * Forgets the payer kept for an erased member's receipts (decision 112) once the last receipt
 * or credit note of the payment is past the retention: the receipt then prints "Erased member";
 * its number, date and amounts stay. Each payment changed is audited, without the name it held.
 * Answers how many there were.
 */
export const forgetKeptPayersPastRetention = (db: Database, today: string) =>
  db.transaction(async (tx) => {
    const firstDayKept = firstDayStillKept(today);
    const changed = await forgetKeptPayersIssuedBefore(tx, firstDayKept, {
      name: erasedMemberName,
    });
    await recordAudits(
      tx,
      changed.map(({ id }) => ({
        actor: { type: 'system' },
        action: 'payment.kept-payer-forgotten',
        entity: { type: 'payment', id },
        after: { receiptsKeptFrom: firstDayKept },
      })),
    );
    return changed.length;
  });
