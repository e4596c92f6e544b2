import { z } from 'zod';
import { paginated } from './api';
import { requiredText, tenDigits } from './fields';

export const smsMaxLength = 320;

export const smsMessages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be 10 digits.',
  messageRequired: 'Message is required',
  messageTooLong: `Please keep the message under ${smsMaxLength} characters`,
  sent: 'SMS sent successfully.',
  kept: 'No SMS provider is set up: the message was kept in the SMS outbox below.',
  providerFailed: 'The SMS provider did not accept the message. Please try again.',
  /** What the page shows when the server sent no message of its own (the spec's words). */
  fallback: 'Error sending SMS',
} as const;

/** The spec's `send-sms {phoneNumber, message}`, for administrators only. */
export const smsSchema = z.object({
  phoneNumber: requiredText(smsMessages.phoneRequired, 20).regex(
    tenDigits,
    smsMessages.phoneInvalid,
  ),
  message: z
    .string({ error: smsMessages.messageRequired })
    .trim()
    .min(1, smsMessages.messageRequired)
    .max(smsMaxLength, smsMessages.messageTooLong),
});
export type SmsInput = z.input<typeof smsSchema>;
export type Sms = z.output<typeof smsSchema>;

export const smsStatuses = ['outbox', 'sent', 'failed'] as const;
export const smsRecordSchema = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  message: z.string(),
  status: z.enum(smsStatuses),
  provider: z.string(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type SmsRecord = z.infer<typeof smsRecordSchema>;
export const smsPageSchema = paginated(smsRecordSchema);
