import { SelectField, SelectOptions } from '@/components/ui/select-field';

type ChoiceFieldProps = {
  label: string;
  value: string | undefined;
  /** The choices and how each is shown, in order. */
  labels: Readonly<Record<string, string>>;
  placeholder: string;
  onChange: (value: string) => void;
};

/** A filter's labelled select: one of `labels`, or none (`placeholder`). */
export function ChoiceField({ label, value, labels, placeholder, onChange }: ChoiceFieldProps) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <SelectOptions
        values={Object.keys(labels)}
        placeholder={placeholder}
        labelOf={(choice) => labels[choice] ?? choice}
      />
    </SelectField>
  );
}
