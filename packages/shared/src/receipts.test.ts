import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  gstDetailsSchema,
  gstMessages,
  gstSplit,
  isValidGstin,
  receiptNumber,
  receiptSeries,
} from './receipts';

describe('gstSplit', () => {
  it('splits the tax of a price that includes it into CGST and SGST within the state', () => {
    expect(gstSplit(1_180_000, 18, true)).toEqual({
      kind: 'intra-state',
      taxable: 1_000_000,
      tax: 180_000,
      cgst: 90_000,
      sgst: 90_000,
    });
  });

  it('charges IGST on the whole tax to another state', () => {
    expect(gstSplit(1_180_000, 18, false)).toEqual({
      kind: 'inter-state',
      taxable: 1_000_000,
      tax: 180_000,
      igst: 180_000,
    });
  });

  it('rounds the taxable value to the paisa and gives SGST the odd paisa', () => {
    // 250000 × 100 / 118 = 211864.406…
    const split = gstSplit(250_000, 18, true);
    expect(split).toMatchObject({ taxable: 211_864, tax: 38_136, cgst: 19_068, sgst: 19_068 });
    // 100003 × 100 / 118 = 84748.3…: a tax of 15255 paise, whose odd paisa goes to SGST.
    expect(gstSplit(100_003, 18, true)).toMatchObject({
      taxable: 84_748,
      tax: 15_255,
      cgst: 7_627,
      sgst: 7_628,
    });
    expect(gstSplit(999, 5, false)).toMatchObject({ taxable: 951, igst: 48 });
  });
});

describe('GST details', () => {
  const valid = {
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Oral Implantology Society of India',
    state: 'Maharashtra',
    sacCode: '999599',
    ratePercent: 18,
  };

  it('checks the GSTIN check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('wants the GSTIN of the state chosen, a six-digit SAC code and a rate', () => {
    expect(gstDetailsSchema.safeParse(valid).success).toBe(true);
    const errors = (input: object) =>
      gstDetailsSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(errors({ ...valid, state: 'Karnataka' })).toEqual([gstMessages.gstinState]);
    expect(errors({ ...valid, gstin: 'ABC' })).toContain(gstMessages.gstin);
    expect(errors({ ...valid, sacCode: '9995' })).toEqual([gstMessages.sacCode]);
    expect(errors({ ...valid, ratePercent: 0 })).toEqual([gstMessages.rate]);
  });
});

describe('receipt numbers', () => {
  it('are the short name, the financial year and a six-digit sequence', () => {
    expect(receiptNumber(receiptSeries('receipt', 'osi', '2027-03-31'), 123)).toBe(
      'OSI/2026-27/000123',
    );
    expect(receiptNumber(receiptSeries('credit_note', 'osi', '2027-04-01'), 7)).toBe(
      'OSI/CN/2027-28/000007',
    );
  });

  it('show amounts in rupees and paise', () => {
    expect(formatPaise(15_000_000)).toBe('₹1,50,000.00');
  });
});
