import { z } from 'zod';

export const privacyNoticeMessages = {
  consentRequired: 'Please agree to the privacy notice to continue.',
  noticeChanged:
    'The privacy notice has changed since you opened this page. Please read it again and agree to the current version.',
  noNotice: 'The society has not yet published its privacy notice; registration opens once it has.',
} as const;

/** The privacy notice as published: its version, when, and its content record. */
export const privacyNoticeSchema = z.object({
  version: z.number().int(),
  publishedAt: z.iso.datetime(),
  value: z.record(z.string(), z.unknown()),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** An applicant's agreement to the version of the notice they were shown (DPDP Act, s. 6). */
export const privacyConsentSchema = z.object({
  privacyConsent: z.literal(true, { error: privacyNoticeMessages.consentRequired }),
  privacyNoticeVersion: z.number({ error: privacyNoticeMessages.noticeChanged }).int().positive(),
});

/** A consent as recorded: which version, where it was given and when. */
export const privacyConsentRecordSchema = z.object({
  noticeVersion: z.number().int(),
  context: z.enum(['registration']),
  consentedAt: z.iso.datetime(),
});
export type PrivacyConsentRecord = z.infer<typeof privacyConsentRecordSchema>;
