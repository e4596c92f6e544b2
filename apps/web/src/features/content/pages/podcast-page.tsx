import { podcastsPerPage, type ContentItem } from '@osi/shared';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { EducationNewsletterBox } from '@/features/newsletter/components/newsletter-box';
import type { PageData } from '@/lib/page-data';
import { cn } from '@/utils/cn';
import { contentListQueryOptions, sectionQueryOptions, useContentList } from '../api/content';
import { ContentImage } from '../components/content-image';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { typedAll, type PodcastValue } from '../content-types';

type PodcastCardProps = {
  podcast: ContentItem<PodcastValue>;
  playing: boolean;
  onToggle: () => void;
  /** Told, with the podcast's id, that its audio ended or could not play. */
  onEnded: (id: string) => void;
};

/** A podcast with its cover, title, description and a play/pause button for its audio. */
function PodcastCard({ podcast, playing, onToggle, onEnded }: PodcastCardProps) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // A play cut short by a pause (another podcast started) is not a failure.
    if (playing) {
      element.play().catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) onEnded(podcast.id);
      });
    } else element.pause();
  }, [playing, onEnded, podcast.id]);
  const { title, description, image, audioUrl } = podcast.value;
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row">
      <ContentImage image={image} sizes="160px" className="size-40 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-col">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <button
          type="button"
          onClick={onToggle}
          aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
          className={cn(
            'mt-auto inline-flex w-fit items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold',
            playing
              ? 'bg-brand-700 text-white'
              : 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
          )}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? 'Pause' : 'Play'}
        </button>
        <audio
          ref={audio}
          src={audioUrl}
          preload="none"
          onEnded={() => onEnded(podcast.id)}
          data-testid="podcast-audio"
        />
      </div>
    </li>
  );
}

const banner = 'education';
const firstPage = 1;

/** The first page of podcasts, under the education banner. */
export const podcastPageData: PageData = () => [
  sectionQueryOptions(banner),
  contentListQueryOptions('podcast', { page: firstPage, pageSize: podcastsPerPage }),
];

/** /podcast: two podcasts a page with numbered page buttons; one plays at a time. */
export function PodcastPage() {
  const [page, setPage] = useState(firstPage);
  const [playing, setPlaying] = useState<string | null>(null);
  const podcasts = useContentList('podcast', { page, pageSize: podcastsPerPage });
  // Only the podcast playing stops the player when it ends or fails.
  const stopIf = useRef((id: string) =>
    setPlaying((current) => (current === id ? null : current)),
  ).current;
  const totalPages = podcasts.data?.totalPages ?? 1;
  return (
    <>
      <SectionBanner section={banner} fallback="Podcasts" />
      <ContentPageBody group="Education">
        <ContentList
          query={podcasts}
          empty="Podcasts will appear here soon."
          skeletons={podcastsPerPage}
          skeletonClassName="h-48 rounded-2xl"
          listClassName="gap-6"
        >
          {(items) => (
            <ul className="grid gap-6">
              {typedAll<PodcastValue>(items).map((podcast) => (
                <PodcastCard
                  key={podcast.id}
                  podcast={podcast}
                  playing={playing === podcast.id}
                  onToggle={() => setPlaying(playing === podcast.id ? null : podcast.id)}
                  onEnded={stopIf}
                />
              ))}
            </ul>
          )}
        </ContentList>
        {totalPages > 1 && (
          <nav aria-label="Podcast pages" className="mt-8 flex flex-wrap justify-center gap-2">
            {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
              <button
                key={number}
                type="button"
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => {
                  setPlaying(null);
                  setPage(number);
                }}
                className={cn(
                  'size-10 rounded-full text-sm font-semibold ring-1',
                  number === page
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-brand-800 ring-slate-300 hover:bg-brand-50',
                )}
              >
                {number}
              </button>
            ))}
          </nav>
        )}
        <EducationNewsletterBox />
      </ContentPageBody>
    </>
  );
}
