import { ImageIcon } from 'lucide-react';
import { UploadField, type UploadFieldProps } from './upload-field';

export const imageTypes = 'image/jpeg,image/png,image/webp';

type ImageUploadProps = UploadFieldProps & {
  /** What the chosen image shows, once there is one. */
  previewUrl: string | null;
  previewAlt: string;
};

/** Picks an image (JPEG, PNG or WebP), shows it, and shows how far its upload has got. */
export function ImageUpload({ previewUrl, previewAlt, ...upload }: ImageUploadProps) {
  return (
    <UploadField {...upload} accept={imageTypes}>
      {(picker) => (
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {previewUrl ? (
              <img src={previewUrl} alt={previewAlt} className="size-full object-cover" />
            ) : (
              <ImageIcon aria-hidden="true" className="size-8 text-slate-400" />
            )}
          </div>
          {picker}
        </div>
      )}
    </UploadField>
  );
}
