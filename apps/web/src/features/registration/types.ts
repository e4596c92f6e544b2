import type { RegistrationInput } from '@osi/shared';

/** What the applicant has entered so far, kept while they move between steps. */
export type RegistrationDraft = Partial<RegistrationInput>;

/** What to show for the uploaded images: their public address or a local copy. */
export type ImagePreviews = { profilePicture?: string; studentId?: string };
