import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { Uploader } from '@/lib/upload-client';
import { useFormUploads } from './form-context';
import { useFieldLabelling, type FieldLabelling } from './use-form-field';

/** The server's reason, or the message of a check made before sending (such as the size). */
const uploadFailureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError || !(error instanceof Error)
    ? serverMessage(error, fallback)
    : error.message;

/**
 * A field of the surrounding form whose file is uploaded as soon as it is chosen: its value
 * becomes the key the upload returned. Tracks the upload's progress and failure, and holds the
 * form's submit button while it runs; `picker` is what an UploadField of it takes, and `uploaded`
 * the last upload's result, to show until the next.
 */
export const useUploadingField = <R extends { key: string }>(
  name: string,
  upload: Uploader<R>,
  {
    fallback,
    onUploaded,
    toValue = (result) => result.key,
    ...labelling
  }: FieldLabelling & {
    fallback: string;
    onUploaded?: ((result: R) => void) | undefined;
    /** What the field holds once the upload is done: its key, unless told otherwise. */
    toValue?: (result: R) => unknown;
  },
) => {
  const { field, fieldState } = useController({ name });
  const labels = useFieldLabelling(name, labelling);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const [uploaded, setUploaded] = useState<R>();
  const uploads = useFormUploads();

  const send = async (file: File) => {
    setFailure(undefined);
    setProgress(0);
    uploads.count((running) => running + 1);
    try {
      const result = await upload(file, setProgress);
      field.onChange(toValue(result));
      setUploaded(result);
      onUploaded?.(result);
    } catch (error) {
      setFailure(uploadFailureMessage(error, fallback));
    } finally {
      setProgress(null);
      uploads.count((running) => running - 1);
    }
  };

  const picker = {
    ...labels,
    hint: labelling.hint,
    name: field.name,
    inputRef: field.ref,
    onSelect: (file: File) => void send(file),
    progress,
    error: failure ?? fieldState.error?.message,
  };
  return { field, picker, uploaded };
};
