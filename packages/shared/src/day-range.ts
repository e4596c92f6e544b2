import { z } from 'zod';

/** An India day (decision 056), as a date input writes it. */
export const dayField = z.iso.date('Please enter a date');

/** From and to, when both are given, in order. */
export const datesInOrder = (filters: { from?: string | undefined; to?: string | undefined }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
export const datesOutOfOrder = {
  message: 'The start date must not be after the end date',
  path: ['to'],
};
