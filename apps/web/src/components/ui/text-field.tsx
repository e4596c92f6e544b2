import type { ComponentProps } from 'react';
import { controlClasses, labelledControl } from './field';

export const TextField = labelledControl<
  Omit<ComponentProps<'input'>, 'id' | 'required' | 'className'>
>((control, { type = 'text', ...input }) => (
  <input type={type} {...control} {...input} className={controlClasses} />
));
