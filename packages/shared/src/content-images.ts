import type { ContentImage } from './content';

/** The widths an uploaded image is resized into (never enlarged past the original). */
export const contentImageWidths = [320, 640, 1024, 1600] as const;
export const contentImagePathPrefix = '/uploads/public/content/';

export const contentImageMessages = {
  alt: 'Please describe the image for visitors who cannot see it',
  invalid: 'Please upload the image again.',
} as const;

/** Where one width of an image is served. */
export const contentImageUrl = (id: string, width: number) =>
  `${contentImagePathPrefix}${id}-${width}.webp`;

/** `src` (the largest width) and `srcset` (every width) of a stored image. */
export const imageSources = (image: Pick<ContentImage, 'id' | 'widths'>) => {
  const widths = [...image.widths].sort((a, b) => a - b);
  return {
    src: contentImageUrl(image.id, widths[widths.length - 1]!),
    srcSet: widths.map((width) => `${contentImageUrl(image.id, width)} ${width}w`).join(', '),
  };
};
