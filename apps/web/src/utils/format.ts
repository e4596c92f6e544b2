const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** An amount in whole rupees as Indians write it: ₹1,50,000. */
export const formatRupees = (amount: number) => rupees.format(amount);

const calendarDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD calendar date (no time, no time zone) as 12 April 1988. */
export const formatCalendarDate = (date: string) =>
  calendarDate.format(new Date(`${date}T00:00:00Z`));

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO 8601 moment in the reader's time zone, as 22 Nov 2025, 2:45 pm. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
