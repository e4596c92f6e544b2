import { madeOnFirstUse } from './first-use';

/** A formatter of rupees as India writes them, with `digits` after the point; made on first use. */
export const rupeeFormat = (digits: Intl.NumberFormatOptions = {}) =>
  madeOnFirstUse(
    () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...digits }),
  );

const rupees = rupeeFormat({ maximumFractionDigits: 0 });
const rupeesAndPaise = rupeeFormat();

/** An amount in whole rupees, any paise rounded: ₹1,50,000. */
export const formatWholeRupees = (amount: number) => rupees().format(amount);

/** An amount as Indians write it: ₹1,50,000, or ₹2,000.50 when it has paise. */
export const formatRupees = (amount: number) =>
  Number.isInteger(amount) ? formatWholeRupees(amount) : rupeesAndPaise().format(amount);
