import { splitAfterWords, type CaptionKey } from '@osi/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaption } from '@/features/site/api/get-caption';

type CaptionBannerProps = {
  captionKey: CaptionKey;
  /** The heading while no caption has been written. */
  fallback: string;
};

/** The gradient banner of a form's page: its caption as the heading, a new line after the fifth word. */
export function CaptionBanner({ captionKey, fallback }: CaptionBannerProps) {
  const caption = useCaption(captionKey);
  const [first, rest] = splitAfterWords(caption.data?.caption ?? fallback);
  return (
    <div className="surface-dark bg-linear-to-br from-indigo-950 via-brand-900 to-brand-700 px-4 py-14 text-white sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl">
        {caption.isPending ? (
          <div className="grid gap-3">
            <Skeleton tone="dark" className="h-10 w-3/4" />
            <Skeleton tone="dark" className="h-10 w-1/2" />
          </div>
        ) : (
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {first}
            {rest && (
              <>
                <br />
                {rest}
              </>
            )}
          </h1>
        )}
      </div>
    </div>
  );
}
