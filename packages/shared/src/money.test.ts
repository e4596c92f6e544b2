import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesAndPaise, formatWholeRupees, groupIndianDigits } from './money';
import { formatPaise } from './receipts';

const intl = (options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...options });
const intlWhole = intl({ maximumFractionDigits: 0 });
const intlPaise = intl({ minimumFractionDigits: 2 });
const intlRupees = intl();

/** Whole amounts, halves, paise, the edges of rounding and of size, each also negative. */
const amounts = [
  ...Array.from({ length: 2_001 }, (_, index) => index - 1_000),
  ...Array.from({ length: 2_001 }, (_, index) => (index - 1_000) / 2),
  ...Array.from({ length: 3_000 }, (_, index) => ((index * 7_919) % 1_000_003) / 100),
  ...Array.from({ length: 1_000 }, (_, index) => (index * 104_729) / 1_000),
  ...[0.005, 0.015, 0.285, 1.005, 1.255, 2_000.505, 99_999.995, 0.4, 0.5, 0.6],
  ...Array.from({ length: 13 }, (_, power) => 10 ** power - 0.5),
  ...Array.from({ length: 13 }, (_, power) => 10 ** power),
  ...Array.from({ length: 13 }, (_, power) => 10 ** power - 0.005),
  ...[1e-7, 0.0049, 9_999_999_999_999.99],
  -0,
].flatMap((amount) => [amount, -amount]);

describe('rupees as India writes them', () => {
  it('writes lakhs and crores in pairs after the last three digits', () => {
    expect(groupIndianDigits('150000')).toBe('1,50,000');
    expect(groupIndianDigits('123456789')).toBe('12,34,56,789');
    expect(groupIndianDigits('999')).toBe('999');
    expect(formatWholeRupees(150_000)).toBe('₹1,50,000');
    expect(formatRupees(2_000.5)).toBe('₹2,000.50');
    expect(formatRupeesAndPaise(1_500)).toBe('₹1,500.00');
    expect(formatPaise(15_000_007)).toBe('₹1,50,000.07');
  });

  it('writes and rounds every amount as Intl does for en-IN', () => {
    for (const amount of amounts) {
      expect(formatWholeRupees(amount), String(amount)).toBe(intlWhole.format(amount));
      expect(formatRupeesAndPaise(amount), String(amount)).toBe(intlPaise.format(amount));
      expect(formatRupees(amount), String(amount)).toBe(
        Number.isInteger(amount) ? intlWhole.format(amount) : intlRupees.format(amount),
      );
    }
  });

  it('refuses what is not an amount rather than write it wrong', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 1e13, -1e13, 2 ** 60]) {
      expect(() => formatRupees(amount)).toThrow(RangeError);
    }
  });
});
