import { formatCalendarDate } from '@/utils/format';

/** "12 December 2026" or "12 – 14 December 2026" style range (end optional). */
export const formatDays = (start: string, end?: string) =>
  end && end !== start
    ? `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`
    : formatCalendarDate(start);
