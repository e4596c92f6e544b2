import type { ReactNode, Ref } from 'react';
import { Field, type FieldProps } from './field';
import { FilePicker } from './file-picker';

/** A field whose file is uploaded as soon as it is chosen: its label, hint, error and upload. */
export type UploadFieldProps = Omit<FieldProps, 'label'> & {
  label: string;
  /** The share uploaded so far while an upload runs, otherwise null. */
  progress: number | null;
  onSelect: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
};

/** The field around a file picker; `children` lays the picker out beside what was chosen. */
export function UploadField({
  accept,
  progress,
  onSelect,
  inputRef,
  name,
  children,
  ...field
}: UploadFieldProps & { accept: string; children: (picker: ReactNode) => ReactNode }) {
  return (
    <Field {...field} announceError>
      {(control) =>
        children(
          <FilePicker
            {...control}
            accept={accept}
            progress={progress}
            what={field.label}
            onSelect={onSelect}
            inputRef={inputRef}
            name={name}
          />,
        )
      }
    </Field>
  );
}
