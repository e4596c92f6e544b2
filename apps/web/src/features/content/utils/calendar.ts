/** A date as the page shows it: "12 December 2026". */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "12 December 2026" or "12 – 14 December 2026" style range (end optional). */
export const formatDays = (start: string, end?: string) =>
  end && end !== start ? `${formatDay(start)} – ${formatDay(end)}` : formatDay(start);
