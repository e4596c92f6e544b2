import { youtubeIdOf, type ContentItem } from '@osi/shared';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { EducationNewsletterBox } from '@/features/newsletter/components/newsletter-box';
import { cn } from '@/utils/cn';
import { listPage } from '../api/page-content';
import { ListUnderBanner } from '../components/list-under-banner';
import { typedAll, type VideoValue } from '../content-types';

const loadsOnPlay = 'Plays from YouTube when you press play';

/**
 * A video that loads YouTube's player only when the visitor presses play (no request to YouTube
 * before that), from youtube-nocookie.com.
 */
function ClickToLoadVideo({ video, large }: { video: ContentItem<VideoValue>; large: boolean }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeIdOf(video.value.url);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="surface-dark relative aspect-video bg-linear-to-br from-indigo-950 via-brand-900 to-brand-700">
        {playing && id ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={video.value.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-white"
            aria-label={`Play video: ${video.value.title}. ${loadsOnPlay}`}
          >
            <span className="rounded-full bg-white/90 p-4 text-brand-800 shadow-lg transition group-hover:scale-105">
              <Play aria-hidden="true" className={cn(large ? 'size-10' : 'size-7')} />
            </span>
            <span className="text-xs text-brand-100">{loadsOnPlay}</span>
          </button>
        )}
      </div>
      <figcaption className="p-4">
        <p className={cn('font-semibold text-slate-900', large && 'text-xl')}>
          {video.value.title}
        </p>
        {video.value.description && (
          <p className="mt-1 text-sm text-slate-600">{video.value.description}</p>
        )}
      </figcaption>
    </figure>
  );
}

const videoPage = listPage('education', 'video', { pageSize: 50 });
export const youtubePageData = videoPage.pageData;

/** /youtube: the first video large, the others in a grid, and the newsletter box. */
export function YoutubePage() {
  return (
    <ListUnderBanner
      page={videoPage}
      fallback="Videos"
      group="Education"
      empty="Videos will appear here soon."
      after={<EducationNewsletterBox />}
    >
      {(items) => {
        const [first, ...rest] = typedAll<VideoValue>(items);
        return (
          <div className="grid gap-8">
            {first && <ClickToLoadVideo video={first} large />}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((video) => (
                <li key={video.id}>
                  <ClickToLoadVideo video={video} large={false} />
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </ListUnderBanner>
  );
}
