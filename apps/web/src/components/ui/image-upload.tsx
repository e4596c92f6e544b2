import { ImageIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Field, type FieldProps } from './field';
import { FilePicker } from './file-picker';

export const imageTypes = 'image/jpeg,image/png,image/webp';

type ImageUploadProps = Omit<FieldProps, 'label'> & {
  label: string;
  /** What the chosen image shows, once there is one. */
  previewUrl: string | null;
  previewAlt: string;
  /** The share uploaded so far while an upload runs, otherwise null. */
  progress: number | null;
  onSelect: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
};

/** Picks an image (JPEG, PNG or WebP), shows it, and shows how far its upload has got. */
export function ImageUpload({
  previewUrl,
  previewAlt,
  progress,
  onSelect,
  inputRef,
  name,
  ...field
}: ImageUploadProps) {
  return (
    <Field {...field} announceError>
      {(control) => (
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {previewUrl ? (
              <img src={previewUrl} alt={previewAlt} className="size-full object-cover" />
            ) : (
              <ImageIcon aria-hidden="true" className="size-8 text-slate-400" />
            )}
          </div>
          <FilePicker
            {...control}
            accept={imageTypes}
            progress={progress}
            what={field.label}
            onSelect={onSelect}
            inputRef={inputRef}
            name={name}
          />
        </div>
      )}
    </Field>
  );
}
