import { sql } from 'drizzle-orm';
import { payments, receipts } from './schema';

/** The numbers of a payment's credit notes, oldest first, for any select over payments. */
export const creditNoteNumbers = sql<string[]>`coalesce((
  select json_agg(credit_note.number order by credit_note.sequence)
  from ${receipts} credit_note
  where credit_note.payment_id = ${payments.id} and credit_note.kind = 'credit_note'
), '[]'::json)`;
