import type { ContentImage } from '@osi/shared';
import type { CardFace } from '../components/summary-card';
import { formatDays } from '../utils/calendar';

export type EventValue = {
  title: string;
  startDate: string;
  endDate: string;
  time: string;
  venue: string;
  city: string;
  image: ContentImage | null;
  summary: string;
  body: string;
  registrationUrl: string;
  /** Set when the event takes registrations on the site (decision 079). */
  registrationOpens?: string | null;
};

/** An event's card, on the events page and the home page: its dates and city above its title. */
export const eventCard = (event: EventValue): CardFace => ({
  title: event.title,
  summary: event.summary,
  image: event.image,
  meta: `${formatDays(event.startDate, event.endDate)} · ${event.city}`,
  linkLabel: 'Event details',
});
