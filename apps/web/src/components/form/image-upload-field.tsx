import { ImageUpload } from '@/components/ui/image-upload';
import type { FieldLabelling } from './use-form-field';
import type { Uploader } from '@/lib/upload-client';
import { useUploadingField } from './use-uploading-field';

export type UploadedImage = { key: string; previewUrl: string };

/** Sends a chosen image, telling the share sent so far (0 to 1); resolves with its key. */
export type ImageUploader = Uploader<UploadedImage>;

type ImageUploadFieldProps = FieldLabelling & {
  /** The field of the surrounding form that holds the uploaded image's key. */
  name: string;
  upload: ImageUploader;
  /** The image shown until another is uploaded, if there is one. */
  previewUrl?: string | null;
  previewAlt: string;
  /** Told of each image once it is uploaded, e.g. to keep its preview. */
  onUploaded?: (image: UploadedImage) => void;
  /** Said when the server gives no reason for a failed upload. */
  failureFallback?: string;
  className?: string;
};

/**
 * An image field of the surrounding form: the image is uploaded as soon as it is chosen, with
 * its progress shown, and the field's value becomes the key the upload returned. It shows the
 * upload's failure, else the field's error; the form's submit button waits for the upload.
 */
export function ImageUploadField({
  name,
  upload,
  previewUrl = null,
  previewAlt,
  onUploaded,
  failureFallback = 'Failed to upload image. Please try again.',
  className,
  ...labelling
}: ImageUploadFieldProps) {
  const { picker, uploaded } = useUploadingField(name, upload, {
    ...labelling,
    fallback: failureFallback,
    onUploaded,
  });
  return (
    <ImageUpload
      {...picker}
      className={className}
      previewUrl={uploaded?.previewUrl ?? previewUrl}
      previewAlt={previewAlt}
    />
  );
}
