import { useId } from 'react';
import { controlClasses } from './field';
import { SelectOptions } from './select-field';

type FilterSelectProps = {
  /** Read by assistive technology; the placeholder says it on screen. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  values: readonly string[];
  /** The choice of every value, shown first. */
  placeholder: string;
  labelOf?: (value: string) => string;
};

/** A list's filter beside its search box: one of `values`, or every one. */
export function FilterSelect({ label, value, onChange, ...options }: FilterSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses} sm:w-48`}
      >
        <SelectOptions {...options} />
      </select>
    </>
  );
}
