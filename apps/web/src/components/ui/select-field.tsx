import type { ComponentProps } from 'react';
import { controlClasses, labelledControl } from './field';

/** A labelled select; its options are the children (see SelectOptions). */
export const SelectField = labelledControl<
  Omit<ComponentProps<'select'>, 'id' | 'required' | 'className'>
>((control, { children, ...select }) => (
  <select {...control} {...select} className={controlClasses}>
    {children}
  </select>
));

/** The options of a list of values, after the empty choice `placeholder` when there is one. */
export function SelectOptions({
  values,
  placeholder,
  labelOf = (value) => value,
}: {
  values: readonly string[];
  placeholder?: string;
  labelOf?: (value: string) => string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}
