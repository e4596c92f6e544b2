import type { ContentImage as StoredImage } from '@osi/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { listPage } from '../api/page-content';
import { ContentImage } from '../components/content-image';
import { ListUnderBanner } from '../components/list-under-banner';
import { typedAll } from '../content-types';

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

const gallery = listPage('gallery-page', 'gallery', { pageSize: 100 });
export const galleryPageData = gallery.pageData;

/** /gallery: photos in a grid; each opens in an accessible lightbox. */
export function GalleryPage() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ListUnderBanner
      page={gallery}
      fallback="Gallery"
      group="Tools"
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
              <Lightbox photos={all} index={open} onMove={setOpen} onClose={() => setOpen(null)} />
            )}
          </>
        );
      }}
    </ListUnderBanner>
  );
}
