import type { ComponentProps } from 'react';
import { controlClasses, labelledControl } from './field';

export const TextareaField = labelledControl<
  Omit<ComponentProps<'textarea'>, 'id' | 'required' | 'className'>
>((control, { rows = 4, ...textarea }) => (
  <textarea rows={rows} {...control} {...textarea} className={controlClasses} />
));
