// Written here rather than by Intl: a page that shows a price would otherwise make its first
// Intl formatter as it is taken over, which loads the locale's data: 75 ms and more on a slow
// phone (decision 110). The tests hold every function here to Intl's en-IN output.

/** Digits grouped as India writes them: the last three, then pairs (1,50,000). */
export const groupIndianDigits = (digits: string) => {
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return pairs ? `${pairs},${digits.slice(-3)}` : digits;
};

/** Amounts from this size up are refused: no amount of the society's comes near it. */
const largestAmount = 1e13;

/**
 * Rupees with no or two digits of paise. Intl rounds the shortest decimal that reads back as the
 * number (523.645, not the 523.64499… it holds), half away from zero, and so does this.
 */
const writeRupees = (amount: number, paiseDigits: 0 | 2) => {
  if (!Number.isFinite(amount) || Math.abs(amount) >= largestAmount) {
    throw new RangeError(`${amount} is not an amount of rupees`);
  }
  // Below a millionth a number is written with an exponent; it rounds to nothing anyway.
  const decimal = Math.abs(amount) < 1e-6 ? '0' : String(Math.abs(amount));
  const [whole, fraction = ''] = decimal.split('.') as [string, string?];
  const kept = Number(whole + fraction.slice(0, paiseDigits).padEnd(paiseDigits, '0'));
  const digits = String(kept + ((fraction[paiseDigits] ?? '0') >= '5' ? 1 : 0)).padStart(
    paiseDigits + 1,
    '0',
  );
  const rupees = digits.slice(0, digits.length - paiseDigits);
  const paise = digits.slice(digits.length - paiseDigits);
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}₹${groupIndianDigits(rupees)}${paise ? `.${paise}` : ''}`;
};

/** An amount in whole rupees, any paise rounded: ₹1,50,000. */
export const formatWholeRupees = (amount: number) => writeRupees(amount, 0);

/** An amount as Indians write it: ₹1,50,000, or ₹2,000.50 when it has paise. */
export const formatRupees = (amount: number) =>
  writeRupees(amount, Number.isInteger(amount) ? 0 : 2);

/** An amount with its paise always written, as receipts write it: ₹1,50,000.00. */
export const formatRupeesAndPaise = (amount: number) => writeRupees(amount, 2);
