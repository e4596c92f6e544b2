import { madeOnFirstUse } from './first-use';

const rupees = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }),
);
const rupeesAndPaise = madeOnFirstUse(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }),
);

/** An amount as Indians write it: ₹1,50,000, or ₹2,000.50 when it has paise. */
export const formatRupees = (amount: number) =>
  (Number.isInteger(amount) ? rupees : rupeesAndPaise)().format(amount);
