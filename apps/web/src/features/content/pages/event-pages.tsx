import { CalendarPlus } from 'lucide-react';
import { useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useContentList } from '../api/content';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { ItemDetailPage } from '../components/item-detail-page';
import { EventCards, eventPath, type EventValue } from '../components/event-cards';
import { formatDays, icsFor } from '../utils/calendar';
import { siteOrigin } from '@/lib/site-origin';

function EventList({ when, title }: { when: 'upcoming' | 'past'; title: string }) {
  const events = useContentList('event', { when, pageSize: 50 });
  return (
    <section aria-labelledby={`events-${when}`} className="mb-12">
      <h2 id={`events-${when}`} className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <ContentList
        query={events}
        empty={when === 'upcoming' ? 'New events will be announced here.' : 'No past events yet.'}
      >
        {(items) => <EventCards events={items} />}
      </ContentList>
    </section>
  );
}

/** /events: upcoming events soonest first, then past events. */
export function EventsPage() {
  return (
    <>
      <SectionBanner section="events-page" fallback="Events" />
      <ContentPageBody group="Tools">
        <EventList when="upcoming" title="Upcoming events" />
        <EventList when="past" title="Past events" />
      </ContentPageBody>
    </>
  );
}

/** /events/{slug}: an event with its dates, venue, details and an .ics file for calendars. */
export function EventPage() {
  const { slug = '' } = useParams();
  return (
    <ItemDetailPage
      collection="event"
      slug={slug}
      back={{ to: paths.events, label: 'All events' }}
      detail={(raw) => {
        const event = raw as EventValue;
        const ics = icsFor({
          uid: `${slug}@events`,
          title: event.title,
          start: event.startDate,
          end: event.endDate,
          location: `${event.venue}, ${event.city}`,
          description: event.summary,
          url: `${siteOrigin()}${eventPath(slug)}`,
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
              {event.registrationUrl && (
                <a
                  href={event.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('primary')}
                >
                  Register (opens in a new tab)
                </a>
              )}
            </div>
          ),
        };
      }}
    />
  );
}
