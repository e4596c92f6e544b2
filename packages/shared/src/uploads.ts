import { z } from 'zod';

/** What a signed-in member uploads for a later record (a case, a roadmap, a grant application). */
export const memberUploadPurposes = [
  'case_file',
  'roadmap_file',
  'budget_file',
  'grant_document',
  'signature',
] as const;
export type MemberUploadPurpose = (typeof memberUploadPurposes)[number];

/** The kinds of file the server recognises by their bytes. */
export type UploadKind = 'image' | 'presentation' | 'pdf';

/** The spec's upload time-out. */
export const uploadTimeoutMinutes = 10;

const megabytes = (count: number) => count * 1024 * 1024;

export const uploadKindRules = {
  image: {
    accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    maxBytes: megabytes(5),
    wrongType: 'Please choose a JPEG, PNG or WebP image.',
  },
  presentation: {
    accept: '.pptx,application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['.pptx'],
    maxBytes: megabytes(25),
    wrongType: 'Only .pptx files are accepted.',
  },
  pdf: {
    accept: '.pdf,application/pdf',
    extensions: ['.pdf'],
    maxBytes: megabytes(10),
    wrongType: 'Only PDF files are accepted.',
  },
} as const satisfies Record<
  UploadKind,
  { accept: string; extensions: readonly string[]; maxBytes: number; wrongType: string }
>;

/** The kind of file each member upload must be. */
export const memberUploadKinds = {
  case_file: 'presentation',
  roadmap_file: 'presentation',
  budget_file: 'presentation',
  grant_document: 'pdf',
  signature: 'image',
} as const satisfies Record<MemberUploadPurpose, UploadKind>;

export const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Math.round((maxBytes / megabytes(1)) * 10) / 10} MB.`;

/** A member's upload, referred to later by its key; `url` is where its owner can fetch it. */
export const uploadedDocumentSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;
