import { imageSources, type ContentImage as StoredImage } from '@osi/shared';
import { cn } from '@/utils/cn';

type ContentImageProps = {
  image: StoredImage | null | undefined;
  /** How wide the image shows, for the browser to pick a width: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above the fold: fetched at once and first. */
  priority?: boolean;
};

/** An uploaded image in the widths the server made, with its text alternative and proportions. */
export function ContentImage({ image, sizes, className, priority = false }: ContentImageProps) {
  if (!image) return null;
  const { src, srcSet } = imageSources(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
