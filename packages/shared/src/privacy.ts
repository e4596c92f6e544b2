import { z } from 'zod';
import { paginated, pageQuerySchema } from './api';

export const privacyRequestKinds = ['access', 'erasure'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestStates = ['pending', 'completed', 'refused'] as const;
export type PrivacyRequestState = (typeof privacyRequestStates)[number];

export const privacyRequestKindLabels: Record<PrivacyRequestKind, string> = {
  access: 'Data download',
  erasure: 'Erasure',
};

export const privacyRequestStateLabels: Record<PrivacyRequestState, string> = {
  pending: 'Pending',
  completed: 'Completed',
  refused: 'Refused',
};

/** What an erased member is called wherever their name was. */
export const erasedMemberName = 'Erased member';
/** How the forum shows a post or thread whose author's account was erased. */
export const formerMemberName = 'Former member';

export const privacyMessages = {
  erasureRequested:
    'We have received your request to erase your account. An Owner of the society will review it and e-mail you the outcome.',
  erasurePending: 'You have already asked for your account to be erased; it is being reviewed.',
  notPending: 'This request has already been decided.',
  notErasure: 'Only erasure requests are approved or refused here.',
  approved: 'The account was erased.',
  refused: 'The request was refused and the member told why.',
  outcomeRequired: 'Please say why the request is refused.',
  alreadyErased: 'This account has already been erased.',
  erasedNotRestorable: 'This member was erased at their request, so the record cannot be restored.',
  confirmRequired: 'Please confirm that you want your account erased.',
} as const;

const noteField = z.string().trim().max(1000, 'Please keep it under 1000 characters.');

/** What the member may tell the Owner when asking to be erased. */
export const erasureNoteSchema = z.object({ note: noteField.default('') });
export type ErasureNoteInput = z.input<typeof erasureNoteSchema>;
/** The request: the note, and the member's confirmation that they understood the warning. */
export const erasureRequestSchema = erasureNoteSchema.extend({
  confirm: z.literal(true, { error: privacyMessages.confirmRequired }),
});

export const privacyDecisionSchema = z.object({ outcome: noteField.default('') });
export const privacyRefusalSchema = z.object({
  outcome: noteField.min(1, privacyMessages.outcomeRequired),
});
export type PrivacyDecisionInput = z.input<typeof privacyDecisionSchema>;

/** A member's own request as Settings shows it. */
export const ownPrivacyRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(privacyRequestKinds),
  status: z.enum(privacyRequestStates),
  note: z.string(),
  outcome: z.string(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type OwnPrivacyRequest = z.infer<typeof ownPrivacyRequestSchema>;

export const ownPrivacyRequestsSchema = z.object({ items: z.array(ownPrivacyRequestSchema) });

/** A request as the Owner's list shows it: who asked, and who decided. */
export const privacyRequestSchema = ownPrivacyRequestSchema.extend({
  member: z.object({ id: z.uuid(), name: z.string(), email: z.string(), erased: z.boolean() }),
  decidedBy: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestPageSchema = paginated(privacyRequestSchema);

export const privacyRequestQuerySchema = pageQuerySchema.extend({
  kind: z.enum(privacyRequestKinds).optional(),
  status: z.enum(privacyRequestStates).optional(),
});
export type PrivacyRequestQuery = z.output<typeof privacyRequestQuerySchema>;

/** Where the signed-in member downloads everything the society holds about them. */
export const dataArchivePath = '/api/me/data-archive';
