import { FileText } from 'lucide-react';
import type { Ref } from 'react';
import { Field, type FieldProps } from './field';
import { FilePicker } from './file-picker';

/** A file already uploaded: its name, and where its owner can fetch it. */
export type ChosenFile = { name: string; url?: string | undefined };

type FileUploadProps = Omit<FieldProps, 'label'> & {
  label: string;
  accept: string;
  chosen: ChosenFile | null;
  /** The share uploaded so far while an upload runs, otherwise null. */
  progress: number | null;
  onSelect: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
};

/** Picks a document, names the one chosen, and shows how far its upload has got. */
export function FileUpload({
  accept,
  chosen,
  progress,
  onSelect,
  inputRef,
  name,
  ...field
}: FileUploadProps) {
  return (
    <Field {...field} announceError>
      {(control) => (
        <div className="grid gap-2">
          <FilePicker
            {...control}
            accept={accept}
            progress={progress}
            what={field.label}
            onSelect={onSelect}
            inputRef={inputRef}
            name={name}
          />
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
    </Field>
  );
}
