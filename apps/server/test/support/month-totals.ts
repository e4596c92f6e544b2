import { and, eq, sql } from 'drizzle-orm';
import type { PaymentPurpose } from '@osi/shared';
import type { Executor } from '../../src/db/client';
import { paymentMonthTotals } from '../../src/db/schema';

/** This India month's stored totals for `purpose` (zeros when nothing was captured yet). */
export const thisMonthTotal = async (db: Executor, purpose: PaymentPurpose) => {
  const [row] = await db
    .select({
      count: paymentMonthTotals.count,
      amountPaise: paymentMonthTotals.amountPaise,
      refundedPaise: paymentMonthTotals.refundedPaise,
    })
    .from(paymentMonthTotals)
    .where(
      and(
        eq(paymentMonthTotals.purpose, purpose),
        sql`${paymentMonthTotals.month} = date_trunc('month', now() at time zone 'Asia/Kolkata')::date`,
      ),
    );
  return row ?? { count: 0, amountPaise: 0, refundedPaise: 0 };
};
