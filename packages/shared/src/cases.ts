import { z } from 'zod';
import { okResponseSchema } from './api';
import { keysOf } from './options';

export const caseCategories = ['retrospective', 'prospective'] as const;
export type CaseCategory = (typeof caseCategories)[number];

/** How many cases of each category a fellow presents: shown as hints, not enforced. */
export const caseQuotas = { retrospective: 7, prospective: 3 } as const satisfies Record<
  CaseCategory,
  number
>;

/** The three presentations of a case, in the order of the operation. */
export const caseFileLabels = {
  preOperative: 'Pre-Operative',
  intraOperative: 'Intra-Operative',
  postOperative: 'Post-Operative',
} as const;
export const caseFileSlots = keysOf(caseFileLabels);
export type CaseFileSlot = (typeof caseFileSlots)[number];

export const caseMessages = {
  categoryRequired: 'Please select a category.',
  filesRequired:
    'All files are required. Please ensure you upload the Pre-Operative, Intra-Operative, and Post-Operative files before proceeding.',
  lockQuestion:
    'Are you sure you want to lock this case? This action cannot be undone, Once locked, this case will be submitted for further review.',
  fetchFailed: 'Failed to fetch cases. Please try again.',
  added: 'Case added successfully!',
  addFailed: 'Failed to add case. Please try again.',
  saved: 'Case saved successfully!',
  saveFailed: 'Failed to save the case. Please try again.',
  filesMissing: 'File upload failed or URLs are missing.',
  removed: 'Case removed successfully!',
  removeFailed: 'Failed to delete the case. Please try again.',
  locked: 'Case locked successfully!',
  lockFailed: 'Failed to lock the case. Please try again.',
  notFound: 'Case not found.',
  isLocked: 'This case is locked: it has been submitted for review and cannot be changed.',
  alreadySaved: 'This case is saved already.',
  notSaved: 'Save the case before locking it.',
  panelClosed: 'Panel Closed',
  panelClosedNote:
    'The case panel closed because 6 months have passed since your fellowship was approved.',
  notApproved: 'Cases can be uploaded once your fellowship has been approved.',
} as const;

/** A new case: its category, chosen before its files. */
export const addCaseSchema = z.object({
  category: z.enum(caseCategories, { error: caseMessages.categoryRequired }),
});
export type AddCaseInput = z.input<typeof addCaseSchema>;
export type AddCase = z.output<typeof addCaseSchema>;

const fileKey = z.string().trim().max(80).default('');
/** Each file key of a saved case, and the presentation it holds. */
export const caseFileKeyFields = {
  preOperativeKey: 'preOperative',
  intraOperativeKey: 'intraOperative',
  postOperativeKey: 'postOperative',
} as const satisfies Record<string, CaseFileSlot>;

/**
 * Saving a case: the keys of its three uploaded presentations. When any is missing the spec's
 * one message shows, under the first missing field.
 */
export const saveCaseSchema = z
  .object({
    preOperativeKey: fileKey.meta({ label: 'Pre-Operative' }),
    intraOperativeKey: fileKey.meta({ label: 'Intra-Operative' }),
    postOperativeKey: fileKey.meta({ label: 'Post-Operative' }),
  })
  .superRefine((files, context) => {
    const missing = (Object.keys(caseFileKeyFields) as (keyof typeof files)[]).find(
      (field) => files[field] === '',
    );
    if (missing) {
      context.addIssue({ code: 'custom', path: [missing], message: caseMessages.filesRequired });
    }
  });
export type SaveCaseInput = z.input<typeof saveCaseSchema>;
export type SaveCase = z.output<typeof saveCaseSchema>;

export const caseFileSchema = z.object({ name: z.string(), url: z.string() });
export type CaseFile = z.infer<typeof caseFileSchema>;

/** A case as its member and administrators see it; a new case has no files yet. */
export const caseSchema = z.object({
  id: z.uuid(),
  category: z.enum(caseCategories),
  isSaved: z.boolean(),
  isLocked: z.boolean(),
  createdAt: z.iso.datetime(),
  files: z.object({
    preOperative: caseFileSchema.nullable(),
    intraOperative: caseFileSchema.nullable(),
    postOperative: caseFileSchema.nullable(),
  }),
});
export type Case = z.infer<typeof caseSchema>;

/** A member's cases and whether the panel takes changes. */
export const ownCasesSchema = z.object({
  cases: z.array(caseSchema),
  panelOpen: z.boolean(),
});
export type OwnCases = z.infer<typeof ownCasesSchema>;

export const caseChangedSchema = okResponseSchema.extend({ case: caseSchema });
