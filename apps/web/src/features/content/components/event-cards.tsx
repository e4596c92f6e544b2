import type { ContentImage as StoredImage, ContentItem } from '@osi/shared';
import { generatePath } from 'react-router';
import { paths } from '@/config/paths';
import { typedAll } from '../content-types';
import { formatDays } from '../utils/calendar';
import { CardGrid, SummaryCard } from './summary-card';

export type EventValue = {
  title: string;
  startDate: string;
  endDate: string;
  time: string;
  venue: string;
  city: string;
  image: StoredImage | null;
  summary: string;
  body: string;
  registrationUrl: string;
};

export const eventPath = (slug: string) => generatePath(paths.eventDetail, { slug });

/** Events as cards: dates and city, title, summary, and a link to the event's page. */
export function EventCards({ events }: { events: ContentItem[] }) {
  return (
    <CardGrid>
      {typedAll<EventValue>(events).map((event) => (
        <SummaryCard
          key={event.id}
          title={event.value.title}
          summary={event.value.summary}
          image={event.value.image}
          meta={`${formatDays(event.value.startDate, event.value.endDate)} · ${event.value.city}`}
          to={eventPath(event.slug!)}
          linkLabel="Event details"
        />
      ))}
    </CardGrid>
  );
}
