import { z } from 'zod';
import { requiredEmail, requiredText, tenDigits } from './fields';

export const contactMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Phone number must be 10 digits.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Please write your message',
  sent: 'Thank you! Your message has reached the society. We will reply by e-mail.',
  tooQuick: 'That was quick! Please check your message and send it again.',
  formExpired: 'This form has expired. Please reload the page and send your message again.',
} as const;

/** A form token: when the form was opened (ms), a random part, and the server's signature. */
export const contactFormTokenSchema = z
  .string()
  .regex(/^\d{13}\.[\w-]{22}\.[\w-]{43}$/, contactMessages.formExpired);

export const contactFormSchema = z.object({
  name: requiredText(contactMessages.nameRequired, 100),
  email: requiredEmail(contactMessages.emailInvalid, contactMessages.emailInvalid, 254),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || tenDigits.test(value), contactMessages.phoneInvalid)
    .default(''),
  subject: requiredText(contactMessages.subjectRequired, 150).regex(
    /^[^\r\n]*$/,
    'A subject is one line.',
  ),
  message: requiredText(contactMessages.messageRequired, 5000),
  /** Left empty by people: the field is hidden from them, and bots fill it in. */
  website: z.string().max(200).default(''),
  formToken: contactFormTokenSchema,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
