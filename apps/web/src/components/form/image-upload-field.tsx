import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ImageUpload } from '@/components/ui/image-upload';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useFormUploads } from './form-context';
import { useFieldLabelling, type FieldLabelling } from './use-form-field';

export type UploadedImage = { key: string; previewUrl: string };

/** Sends a chosen image, telling the share sent so far (0 to 1); resolves with its key. */
export type ImageUploader = (
  file: File,
  onProgress: (sent: number) => void,
) => Promise<UploadedImage>;

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

const defaultFallback = 'Failed to upload image. Please try again.';

/** The server's reason, or the message of a check made before sending (such as the size). */
const uploadFailureMessage = (error: unknown, fallback = defaultFallback) =>
  error instanceof ApiError || !(error instanceof Error)
    ? serverMessage(error, fallback)
    : error.message;

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
  failureFallback = defaultFallback,
  label,
  required,
  hint,
  className,
}: ImageUploadFieldProps) {
  const { field, fieldState } = useController({ name });
  const labelling = useFieldLabelling(name, { label, required });
  const [preview, setPreview] = useState(previewUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const uploads = useFormUploads();

  const send = async (file: File) => {
    setFailure(undefined);
    setProgress(0);
    uploads.count((running) => running + 1);
    try {
      const image = await upload(file, setProgress);
      field.onChange(image.key);
      setPreview(image.previewUrl);
      onUploaded?.(image);
    } catch (error) {
      setFailure(uploadFailureMessage(error, failureFallback));
    } finally {
      setProgress(null);
      uploads.count((running) => running - 1);
    }
  };

  return (
    <ImageUpload
      {...labelling}
      hint={hint}
      className={className}
      previewUrl={preview}
      previewAlt={previewAlt}
      name={field.name}
      inputRef={field.ref}
      onSelect={(file) => void send(file)}
      progress={progress}
      error={failure ?? fieldState.error?.message}
    />
  );
}
