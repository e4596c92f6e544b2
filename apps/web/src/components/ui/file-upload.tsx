import { FileText } from 'lucide-react';
import { UploadField, type UploadFieldProps } from './upload-field';

/** A file already uploaded: its name, and where its owner can fetch it. */
export type ChosenFile = { name: string; url?: string | undefined };

type FileUploadProps = UploadFieldProps & {
  accept: string;
  chosen: ChosenFile | null;
};

/** Picks a document, names the one chosen, and shows how far its upload has got. */
export function FileUpload({ chosen, ...upload }: FileUploadProps) {
  return (
    <UploadField {...upload}>
      {(picker) => (
        <div className="grid gap-2">
          {picker}
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {chosen ? (
              chosen.url ? (
                <a
                  href={chosen.url}
                  className="truncate font-medium text-brand-800 underline"
                  download={chosen.name}
                >
                  {chosen.name}
                </a>
              ) : (
                <span className="truncate font-medium">{chosen.name}</span>
              )
            ) : (
              <span className="text-slate-500">No file chosen yet</span>
            )}
          </p>
        </div>
      )}
    </UploadField>
  );
}
