import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { homeContent } from '../api/content';
import { eventCard } from '../collections/event-card';
import { ContentImage } from './content-image';
import { RichText } from './rich-text';
import { SummaryCards } from './summary-card';
import type { ArticleValue } from '../content-types';
import type { ContentImage as StoredImage } from '@osi/shared';

type HomeValue = {
  introHeading: string;
  introBody: string;
  heroImage: StoredImage | null;
};

/**
 * The home page's part written in the back office (the Homepage record), then the latest press
 * articles and the next events; below the fold, so it never shifts what shows first.
 */
export function HomeNews() {
  const home = useQuery(homeContent.record);
  const press = useQuery(homeContent.press);
  const events = useQuery(homeContent.events);
  const settings = useSiteSettings();
  const value = home.data?.value as HomeValue | null | undefined;
  const shortName = settings.data?.shortName;
  return (
    <div className="bg-slate-50 px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-16">
        {value && (
          <section aria-labelledby="home-intro" className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              <h2 id="home-intro" className="text-3xl font-bold tracking-tight text-slate-900">
                {value.introHeading}
              </h2>
              <RichText html={value.introBody} className="mt-2" />
            </div>
            <ContentImage
              image={value.heroImage}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-video w-full rounded-2xl"
            />
          </section>
        )}
        {(events.data?.items.length ?? 0) > 0 && (
          <section aria-labelledby="home-events">
            <div className="mb-6 flex items-end justify-between gap-4">
              <h2 id="home-events" className="text-3xl font-bold tracking-tight text-slate-900">
                Upcoming events
              </h2>
              <Link to={paths.events} className="font-semibold text-brand-700 hover:underline">
                All events
              </Link>
            </div>
            <SummaryCards
              items={events.data!.items}
              card={eventCard}
              to={(slug) => generatePath(paths.eventDetail, { slug })}
            />
          </section>
        )}
        {shortName && (press.data?.items.length ?? 0) > 0 && (
          <section aria-labelledby="home-press">
            <div className="mb-6 flex items-end justify-between gap-4">
              <h2 id="home-press" className="text-3xl font-bold tracking-tight text-slate-900">
                In the press
              </h2>
              <Link
                to={paths.pressList(shortName)}
                className="font-semibold text-brand-700 hover:underline"
              >
                All press articles
              </Link>
            </div>
            <SummaryCards
              items={press.data!.items}
              card={(article: ArticleValue) => ({
                title: article.title,
                summary: article.summary,
                image: article.image,
                meta: article.category,
                linkLabel: 'Learn More',
              })}
              to={(slug) => paths.pressArticle(shortName, slug)}
            />
          </section>
        )}
      </div>
    </div>
  );
}
