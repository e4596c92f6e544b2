import type { ContentImage as StoredImage } from '@osi/shared';
import { useState } from 'react';
import { SearchBox } from '@/components/ui/search-box';
import { listPage } from '../api/page-content';
import { ContentImage } from '../components/content-image';
import { ListUnderBanner } from '../components/list-under-banner';
import { typedAll } from '../content-types';

type SpeakerValue = {
  name: string;
  image: StoredImage | null;
  speciality: string;
  city: string;
  topics: string;
  bio: string;
};

const speakerPage = listPage('speaker-page', 'speaker', { pageSize: 100 });
export const speakerFinderPageData = speakerPage.pageData;

/** /speaker-finder: the society's speakers, found by name, city, speciality or topic. */
export function SpeakerFinderPage() {
  const [search, setSearch] = useState('');
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    <ListUnderBanner
      page={speakerPage}
      fallback="Speaker Finder"
      group="Tools"
      empty="Speakers will be listed here soon."
      before={
        <SearchBox
          initial=""
          onSearch={setSearch}
          label="Search speakers"
          placeholder="Name, city, speciality or topic"
          className="mb-8"
        />
      }
    >
      {(items) => {
        const found = typedAll<SpeakerValue>(items).filter((speaker) => {
          const haystack = Object.values(speaker.value)
            .filter((v) => typeof v === 'string')
            .join(' ')
            .toLowerCase();
          return words.every((word) => haystack.includes(word));
        });
        return found.length === 0 ? (
          <p className="text-slate-600">No speaker matches “{search}”.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {found.map(({ id, value }) => (
              <li
                key={id}
                className="flex gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <ContentImage
                  image={value.image}
                  sizes="96px"
                  className="size-24 shrink-0 rounded-full"
                />
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900">{value.name}</h2>
                  <p className="text-sm font-medium text-brand-700">
                    {value.speciality} · {value.city}
                  </p>
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-semibold">Topics:</span> {value.topics}
                  </p>
                  {value.bio && <p className="mt-1 text-sm text-slate-600">{value.bio}</p>}
                </div>
              </li>
            ))}
          </ul>
        );
      }}
    </ListUnderBanner>
  );
}
