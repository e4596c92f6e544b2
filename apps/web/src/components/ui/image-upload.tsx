import { ImageIcon } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/utils/cn';
import { Field, type FieldProps } from './field';
import { ProgressBar } from './progress-bar';

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
  const uploading = progress !== null;
  return (
    <Field {...field}>
      {(control) => (
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {previewUrl ? (
              <img src={previewUrl} alt={previewAlt} className="size-full object-cover" />
            ) : (
              <ImageIcon aria-hidden="true" className="size-8 text-slate-400" />
            )}
          </div>
          <div className="grid min-w-0 flex-1 gap-2">
            <input
              ref={inputRef}
              type="file"
              name={name}
              accept={imageTypes}
              disabled={uploading}
              {...control}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Emptied so that choosing the same file again, after a failure, still counts.
                event.target.value = '';
                if (file) onSelect(file);
              }}
              className={cn(
                // The browser's "No file chosen" is hidden: the preview shows what was chosen.
                'block w-full min-w-0 text-sm text-transparent',
                'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
                'disabled:opacity-60',
              )}
            />
            {uploading && (
              <div className="grid gap-1">
                <ProgressBar value={progress} label={`Uploading ${field.label}`} />
                <p className="text-xs text-slate-600" aria-hidden="true">
                  Uploading… {Math.round(progress * 100)}%
                </p>
              </div>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
