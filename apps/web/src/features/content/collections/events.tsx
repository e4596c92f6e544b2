import { CalendarPlus } from 'lucide-react';
import { icsFor } from '@osi/shared';
import { EventRegistrationSlot } from '@/components/event-registration-slot';
import { buttonClasses } from '@/components/ui/button';
import { siteOrigin } from '@/lib/site-origin';
import { formatDays } from '../utils/calendar';
import { cardCollection } from './card-collection';
import { eventCard, type EventValue } from './event-card';

/**
 * /events: upcoming events soonest first, then past events; each event's page has its dates,
 * venue, details and an .ics file for calendars.
 */
export const events = cardCollection<EventValue>({
  collection: 'event',
  banner: { section: 'events-page', fallback: 'Events' },
  group: 'Tools',
  pageSize: 50,
  lists: [
    {
      when: 'upcoming',
      heading: { id: 'events-upcoming', text: 'Upcoming events' },
      empty: 'New events will be announced here.',
    },
    {
      when: 'past',
      heading: { id: 'events-past', text: 'Past events' },
      empty: 'No past events yet.',
    },
  ],
  card: eventCard,
  back: 'All events',
  detail: (event, { slug, path }) => {
    const ics = icsFor({
      uid: `${slug}@events`,
      title: event.title,
      start: event.startDate,
      end: event.endDate,
      location: `${event.venue}, ${event.city}`,
      description: event.summary,
      url: `${siteOrigin()}${path}`,
    });
    return {
      title: event.title,
      summary: event.summary,
      image: event.image,
      body: event.body,
      facts: [
        ['When', formatDays(event.startDate, event.endDate)],
        ['Time', event.time],
        ['Where', `${event.venue}, ${event.city}`],
      ],
      actions: (
        <div className="grid gap-3">
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
            download={`${slug}.ics`}
            className={buttonClasses('secondary')}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to calendar (.ics)
          </a>
          {event.registrationOpens ? (
            <EventRegistrationSlot slug={slug} />
          ) : (
            event.registrationUrl && (
              <a
                href={event.registrationUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary')}
              >
                Register (opens in a new tab)
              </a>
            )
          )}
        </div>
      ),
    };
  },
});
