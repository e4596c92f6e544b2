import type { Ref } from 'react';
import { useFocusReturn } from '@/hooks/use-focus-return';
import type { ControlProps } from './field';
import { ProgressBar } from './progress-bar';
import { cn } from '@/utils/cn';

type FilePickerProps = ControlProps & {
  accept: string;
  /** The share uploaded so far while an upload runs, otherwise null. */
  progress: number | null;
  /** Said by the progress bar: "Uploading {what}". */
  what: string;
  onSelect: (file: File) => void;
  inputRef?: Ref<HTMLInputElement> | undefined;
  name?: string | undefined;
};

/**
 * A file input whose chosen file is sent at once, with the progress of the upload under it. The
 * input is disabled while its file is sent, and then takes the focus back.
 */
export function FilePicker({
  accept,
  progress,
  what,
  onSelect,
  inputRef,
  name,
  ...control
}: FilePickerProps) {
  const uploading = progress !== null;
  const focusReturn = useFocusReturn(uploading);
  return (
    <div className="grid min-w-0 flex-1 gap-2">
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        disabled={uploading}
        {...control}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that choosing the same file again, after a failure, still counts.
          event.target.value = '';
          if (!file) return;
          if (document.activeElement === event.target) focusReturn.remember();
          onSelect(file);
        }}
        className={cn(
          // The browser's "No file chosen" is hidden: the field shows what was chosen.
          'block w-full min-w-0 text-sm text-transparent',
          'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
          'disabled:opacity-60',
        )}
      />
      {uploading && (
        <div className="grid gap-1">
          <ProgressBar value={progress} label={`Uploading ${what}`} />
          <p className="text-xs text-slate-600" aria-hidden="true">
            Uploading… {Math.round(progress * 100)}%
          </p>
        </div>
      )}
    </div>
  );
}
