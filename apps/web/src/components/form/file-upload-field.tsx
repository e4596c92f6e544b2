import type { UploadedDocument } from '@osi/shared';
import { FileUpload, type ChosenFile } from '@/components/ui/file-upload';
import type { FieldLabelling } from './use-form-field';
import type { Uploader } from '@/lib/upload-client';
import { useUploadingField } from './use-uploading-field';

type FileUploadFieldProps = FieldLabelling & {
  /** The field of the surrounding form that holds the uploaded file's key. */
  name: string;
  /** For example `memberFileUploader('case_file')` from `lib/member-uploads`. */
  upload: Uploader<UploadedDocument>;
  /** What the file picker offers, for example `.pptx`. */
  accept: string;
  /** The file the field holds already, if any (for example from a saved draft). */
  current?: ChosenFile | null;
  /** Told of each file once it is uploaded, e.g. to keep its name in a draft. */
  onUploaded?: (file: UploadedDocument) => void;
  className?: string;
};

/**
 * A document field of the surrounding form (a case presentation, a roadmap, a certificate): the
 * file is uploaded as soon as it is chosen, with its progress shown, and the field's value
 * becomes the key the upload returned. The form's submit button waits for the upload.
 */
export function FileUploadField({
  name,
  upload,
  accept,
  current = null,
  onUploaded,
  className,
  ...labelling
}: FileUploadFieldProps) {
  const { field, picker, uploaded } = useUploadingField(name, upload, {
    ...labelling,
    fallback: 'File upload failed. Please try again.',
    onUploaded,
  });
  return (
    <FileUpload
      {...picker}
      className={className}
      accept={accept}
      chosen={field.value ? (uploaded ?? current) : null}
    />
  );
}
