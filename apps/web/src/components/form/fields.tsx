import type { ChangeEvent, ComponentType, FocusEvent } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { FieldProps } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormField, type FieldLabelling } from './use-form-field';

type BoundProps<P> = FieldLabelling & { name: string } & Omit<P, keyof FieldProps | 'name'> &
  Pick<FieldProps, 'className' | 'announceError'> & {
    /** Runs after the form has taken the change or blur, e.g. to check a value on the server. */
    onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  };

/**
 * Makes a labelled control a field of the surrounding form: given a name, it registers itself
 * and shows its label, required marker and error without being told.
 */
const bindToForm = <P extends FieldProps>(Control: ComponentType<P>) =>
  function FormField({ name, label, required, hint, onChange, onBlur, ...props }: BoundProps<P>) {
    const field = useFormField(name, { label, required });
    const { registration } = field;
    const controlProps = {
      ...props,
      ...registration,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registration.onChange(event);
        onChange?.(event);
      },
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await registration.onBlur(event);
        onBlur?.(event);
      },
      label: field.label,
      required: field.required,
      hint,
      error: field.error,
    } as unknown as P;
    return <Control {...controlProps} />;
  };

/** A text-like input of the surrounding form (text, email, tel, date, number…). */
export const InputField = bindToForm(TextField);
export const PasswordInputField = bindToForm(PasswordField);
export const TextareaInputField = bindToForm(TextareaField);
/** A select of the surrounding form; its options are the children (see SelectOptions). */
export const SelectInputField = bindToForm(SelectField);
/** A choice of one among `options` (value and label) of the surrounding form. */
export const RadioGroupInputField = bindToForm(RadioGroupField);
/** A yes-or-no box of the surrounding form; its value is a boolean. */
export const CheckboxInputField = bindToForm(CheckboxField);
