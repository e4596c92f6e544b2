import type { ContentImage as StoredImage } from '@osi/shared';
import { ChevronLeft, ChevronRight, CircleCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { useContentList, useSection } from '../api/content';
import { Banner, SectionBanner } from '../components/content-banner';
import { ContentImage } from '../components/content-image';
import { ContentList, ContentPageBody } from '../components/content-states';
import { PeopleGrid } from '../components/person-card';
import { RichText } from '../components/rich-text';
import { typedAll, textOr } from '../content-types';

/** /about-us: the society's story, its vision and its mission. */
export function AboutUsPage() {
  const about = useSection('about-us');
  const value = about.data?.value;
  return (
    <>
      <Banner title={textOr(value?.banner) || 'About Us'} pending={about.isPending} />
      <ContentPageBody>
        {value && (
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <RichText html={textOr(value.body)} />
            </div>
            <div className="grid content-start gap-6">
              <ContentImage
                image={value.image as StoredImage | null}
                sizes="(min-width: 1024px) 40vw, 100vw"
                priority
                className="aspect-video w-full rounded-2xl"
              />
              {(['vision', 'mission'] as const).map(
                (key) =>
                  textOr(value[key]) && (
                    <section key={key} className="rounded-2xl bg-brand-950 p-6 text-brand-100">
                      <h2 className="text-lg font-semibold text-white capitalize">Our {key}</h2>
                      <p className="mt-2">{textOr(value[key])}</p>
                    </section>
                  ),
              )}
            </div>
          </div>
        )}
      </ContentPageBody>
    </>
  );
}

type BenefitValue = { title: string; description: string };

/** /membership-benefits: what members receive, and the way to join. */
export function MembershipBenefitsPage() {
  const benefits = useContentList('member-benefit', { pageSize: 100 });
  return (
    <>
      <SectionBanner section="member-benefits" fallback="Membership Benefits" />
      <ContentPageBody>
        <ContentList query={benefits} empty="The benefits of membership will be listed here soon.">
          {(items) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {typedAll<BenefitValue>(items).map((benefit) => (
                <li
                  key={benefit.id}
                  className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                >
                  <CircleCheck aria-hidden="true" className="size-8 text-brand-600" />
                  <h2 className="mt-3 text-lg font-semibold text-slate-900">
                    {benefit.value.title}
                  </h2>
                  <p className="mt-2 text-slate-600">{benefit.value.description}</p>
                </li>
              ))}
            </ul>
          )}
        </ContentList>
        <Link to={paths.becomeAMember} className={`${buttonClasses('primary', 'lg')} mt-10`}>
          Apply for membership
        </Link>
      </ContentPageBody>
    </>
  );
}

type PhotoValue = { caption: string; album: string; image: StoredImage };

/** The lightbox: one photo large, its caption, previous and next; Escape closes it. */
function Lightbox({
  photos,
  index,
  onMove,
  onClose,
}: {
  photos: { value: PhotoValue }[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const photo = photos[index]!.value;
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size="lg">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {photo.caption}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ContentImage
        image={photo.image}
        sizes="90vw"
        className="mt-4 max-h-[70vh] w-full rounded-xl object-contain"
      />
      <div className="mt-4 flex items-center justify-between">
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </button>
        <p className="text-sm text-slate-600">
          {index + 1} of {photos.length}
        </p>
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          disabled={index === photos.length - 1}
          onClick={() => onMove(index + 1)}
        >
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Dialog>
  );
}

/** /gallery: photos in a grid; each opens in an accessible lightbox. */
export function GalleryPage() {
  const photos = useContentList('gallery', { pageSize: 100 });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <SectionBanner section="gallery-page" fallback="Gallery" />
      <ContentPageBody>
        <ContentList
          query={photos}
          empty="Photos will appear here soon."
          skeletonClassName="aspect-square rounded-2xl"
        >
          {(items) => {
            const all = typedAll<PhotoValue>(items);
            return (
              <>
                <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
                  {all.map((photo, index) => (
                    <li key={photo.id}>
                      <button
                        type="button"
                        onClick={() => setOpen(index)}
                        className="group block w-full overflow-hidden rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                        aria-label={`Open photo: ${photo.value.caption}`}
                      >
                        <ContentImage
                          image={photo.value.image}
                          sizes="(min-width: 768px) 33vw, 50vw"
                          className="aspect-square w-full transition group-hover:scale-105"
                        />
                      </button>
                      <p className="mt-2 text-sm text-slate-700">{photo.value.caption}</p>
                    </li>
                  ))}
                </ul>
                {open !== null && all[open] && (
                  <Lightbox
                    photos={all}
                    index={open}
                    onMove={setOpen}
                    onClose={() => setOpen(null)}
                  />
                )}
              </>
            );
          }}
        </ContentList>
      </ContentPageBody>
    </>
  );
}

type SpeakerValue = {
  name: string;
  image: StoredImage | null;
  speciality: string;
  city: string;
  topics: string;
  bio: string;
};

/** /speaker-finder: the society's speakers, found by name, city, speciality or topic. */
export function SpeakerFinderPage() {
  const speakers = useContentList('speaker', { pageSize: 100 });
  const [search, setSearch] = useState('');
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    <>
      <SectionBanner section="speaker-page" fallback="Speaker Finder" />
      <ContentPageBody>
        <SearchBox
          initial=""
          onSearch={setSearch}
          label="Search speakers"
          placeholder="Name, city, speciality or topic"
          className="mb-8"
        />
        <ContentList query={speakers} empty="Speakers will be listed here soon.">
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
        </ContentList>
      </ContentPageBody>
    </>
  );
}

type DecisionTreeValue = {
  title: string;
  kind: string;
  summary: string;
  body: string;
  image: StoredImage | null;
};

/** /decision-trees-checklists: one-page guides, each opened in place. */
export function DecisionTreesPage() {
  const guides = useContentList('decision-tree', { pageSize: 100 });
  return (
    <>
      <SectionBanner section="decision-trees-page" fallback="Decision Trees and Checklists" />
      <ContentPageBody>
        <ContentList
          query={guides}
          empty="Decision trees and checklists will appear here soon."
          listClassName="gap-4"
          skeletonClassName="h-24 rounded-2xl"
        >
          {(items) => (
            <ul className="grid gap-4">
              {typedAll<DecisionTreeValue>(items).map(({ id, value }) => (
                <li key={id}>
                  <details className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                    <summary className="cursor-pointer list-none">
                      <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                        {value.kind}
                      </span>
                      <span className="mt-1 block text-lg font-semibold text-slate-900">
                        {value.title}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600">{value.summary}</span>
                    </summary>
                    <ContentImage
                      image={value.image}
                      sizes="(min-width: 1024px) 60vw, 100vw"
                      className="mt-4 w-full rounded-xl"
                    />
                    <RichText html={value.body} className="mt-2" />
                  </details>
                </li>
              ))}
            </ul>
          )}
        </ContentList>
      </ContentPageBody>
    </>
  );
}

type FellowValue = {
  name: string;
  image: StoredImage;
  city: string;
  speciality: string;
  year: number;
};

/** /fellows: the fellows of the society, with their city, speciality and year. */
export function FellowsPage() {
  const fellows = useContentList('fellow', { pageSize: 100 });
  return (
    <>
      <SectionBanner section="fellows-page" fallback="Fellows" />
      <ContentPageBody>
        <ContentList query={fellows} empty="Fellows will be listed here soon.">
          {(items) => (
            <PeopleGrid
              people={typedAll<FellowValue>(items).map((fellow) => ({
                ...fellow,
                value: {
                  name: fellow.value.name,
                  image: fellow.value.image,
                  role: [fellow.value.speciality, fellow.value.city, `Fellow ${fellow.value.year}`]
                    .filter(Boolean)
                    .join(' · '),
                },
              }))}
            />
          )}
        </ContentList>
      </ContentPageBody>
    </>
  );
}
