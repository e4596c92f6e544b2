import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { creditNoteNumbers } from '../../db/credit-note-numbers';
import { rowWhere } from '../../db/rows-where';
import {
  contentItems,
  eventRegistrations,
  fellowshipTypes,
  members,
  membershipTypes,
  payments,
  receiptCounters,
  receipts,
} from '../../db/schema';

/**
 * The next number of a series, in the caller's transaction: the counter row's lock holds every
 * other capture of the series until this one commits or rolls back, so numbers have no gaps.
 */
export const nextSequence = async (tx: Executor, series: string) => {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ series, lastSequence: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.series,
      set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` },
    })
    .returning({ sequence: receiptCounters.lastSequence });
  return row!.sequence;
};

export const insertReceipt = async (tx: Executor, values: typeof receipts.$inferInsert) => {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row!;
};

/**
 * Writes the payer's state into a tax invoice of the payment as its place of supply, once: at the
 * capture when the payer is known by then (a renewal), else when the payment is claimed.
 */
export const setPlaceOfSupply = (tx: Executor, paymentRowId: string) =>
  tx
    .update(receipts)
    .set({
      tax: sql`${receipts.tax} || jsonb_build_object('placeOfSupply', ${members.state})`,
    })
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .where(
      and(
        eq(payments.id, paymentRowId),
        eq(receipts.paymentId, payments.id),
        eq(receipts.kind, 'receipt'),
        sql`${receipts.tax} is not null and not ${receipts.tax} ? 'placeOfSupply'`,
      ),
    );

const itemName = sql<string>`coalesce(${membershipTypes.name}, ${fellowshipTypes.name}, ${contentItems.value} ->> 'title', '')`;

/** The event a payment for a place paid for; its title names the item. */
const eventPaidFor = and(eq(payments.purpose, 'event'), eq(contentItems.id, payments.itemId));

/** Payments with the price record's name and their receipt, newest first. */
/** The other receipts of a payment: the receipt a credit note corrects. */
const originals = alias(receipts, 'original_receipts');

const paymentsWithReceipts = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      payment: getTableColumns(payments),
      item: itemName,
      receiptNumber: receipts.number,
      creditNotes: creditNoteNumbers,
    })
    .from(payments)
    .leftJoin(membershipTypes, eq(membershipTypes.id, payments.itemId))
    .leftJoin(fellowshipTypes, eq(fellowshipTypes.id, payments.itemId))
    .leftJoin(contentItems, eventPaidFor)
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, 'receipt')))
    .where(where)
    .orderBy(desc(payments.createdAt));

export const listPaymentsOfMember = (db: Executor, memberId: string) =>
  paymentsWithReceipts(db, eq(payments.memberId, memberId));

/**
 * What a receipt's or credit note's PDF shows: the document, its payment and what it paid for,
 * the payer, and for a credit note the number of the receipt it corrects.
 */
const receiptDocuments = (db: Executor, where: SQL) =>
  db
    .select({
      receipt: getTableColumns(receipts),
      payment: getTableColumns(payments),
      item: itemName,
      originalNumber: originals.number,
      /** A visitor who paid for a place at an event is no member: the name they registered with. */
      registrantName: eventRegistrations.name,
      member: {
        title: members.title,
        firstName: members.firstName,
        middleName: members.middleName,
        lastName: members.lastName,
        membershipId: members.membershipId,
        address: members.address,
        city: members.city,
        state: members.state,
        postcode: members.postcode,
        country: members.country,
      },
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(membershipTypes, eq(membershipTypes.id, payments.itemId))
    .leftJoin(fellowshipTypes, eq(fellowshipTypes.id, payments.itemId))
    .leftJoin(contentItems, eventPaidFor)
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(
      eventRegistrations,
      and(eq(payments.purpose, 'event'), eq(eventRegistrations.id, payments.claimedById)),
    )
    .leftJoin(
      originals,
      and(
        eq(receipts.kind, 'credit_note'),
        eq(originals.paymentId, payments.id),
        eq(originals.kind, 'receipt'),
      ),
    )
    .where(where)
    .limit(1)
    .then(([row]) => row);

export type ReceiptDocument = NonNullable<Awaited<ReturnType<typeof receiptDocuments>>>;

export const findOwnReceiptDocument = (db: Executor, memberId: string, number: string) =>
  receiptDocuments(db, and(eq(receipts.number, number), eq(payments.memberId, memberId))!);

export const findReceiptDocumentOfPayment = (db: Executor, paymentRowId: string) =>
  receiptDocuments(db, and(eq(receipts.paymentId, paymentRowId), eq(receipts.kind, 'receipt'))!);

export const findReceiptDocumentByNumber = (db: Executor, number: string) =>
  receiptDocuments(db, eq(receipts.number, number));

export const findReceiptOfPayment = (db: Executor, paymentRowId: string) =>
  rowWhere(db, receipts, and(eq(receipts.paymentId, paymentRowId), eq(receipts.kind, 'receipt')));
