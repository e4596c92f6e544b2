import { z } from 'zod';
import { pageQuerySchema } from './api';
import { datesInOrder, datesOutOfOrder, dayField } from './day-range';
import { formatPaise } from './receipts';

export const auditActorTypes = ['admin', 'member', 'system'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];

/**
 * The Audit Log's filters: who (one administrator's or member's id, or every `admin`,
 * `member` or `system` event), the action, the kind of record, and India's days from and to.
 */
const auditFilters = z.object({
  actor: z.union([z.enum(auditActorTypes), z.uuid('Please choose who from the list')]).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  entityType: z.string().trim().min(1).max(100).optional(),
  from: dayField.optional(),
  to: dayField.optional(),
});
export const auditFiltersSchema = auditFilters.refine(datesInOrder, datesOutOfOrder);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export const auditEventsQuerySchema = pageQuerySchema
  .extend(auditFilters.shape)
  .refine(datesInOrder, datesOutOfOrder);

/** The kinds of record whose own page in the back office shows their history. */
export const recordsWithHistory = ['member', 'fellowship', 'research-grant', 'payment'] as const;
export type RecordWithHistory = (typeof recordsWithHistory)[number];

const entityTypeLabels: Record<string, string> = {
  member: 'Member',
  fellowship: 'Fellowship application',
  'research-grant': 'Research grant application',
  payment: 'Payment',
  admin: 'Administrator',
  settings: 'Setting',
  'site-settings': 'Site details',
  sms: 'SMS',
  'cde-settings': 'CDE settings',
  'gst-settings': 'GST settings',
};

/** A kind of record as people read it: `research-grant` is "Research grant application". */
export const entityTypeLabel = (type: string) =>
  entityTypeLabels[type] ?? `${type.charAt(0).toUpperCase()}${type.slice(1).replaceAll('-', ' ')}`;

/** One field a change changed: its value before and after, as stored (JSON). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One event of the audit log as the back office reads it. */
export const auditEventSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  /** Who: an administrator's or member's name, or "System". */
  actor: z.object({ type: z.enum(auditActorTypes), id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  entity: z.object({
    type: z.string(),
    id: z.string().nullable(),
    /** Set when the record has its own page: which kind of page. */
    page: z.enum(recordsWithHistory).nullable(),
  }),
  createdAt: z.iso.datetime(),
  changes: z.array(auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditOptionsSchema = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
  admins: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;

/** An instant as the API writes it (toISOString, UTC). */
const utcInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/;

/** Amounts are kept in paise, in fields named so: `refundedPaise`. */
const inPaise = /Paise$/;

/** Fields whose names do not read as words of their own. */
const fieldLabels: Record<string, string> = {
  dob: 'Date of birth',
  dentalRegNumber: 'Dental registration number',
  mobileNo: 'Mobile number',
  howDidYouKnow: 'How they heard of us',
  isManual: 'Added by hand',
  profilePictureUrl: 'Profile picture',
};

/**
 * A changed field as a person reads it: `membershipTypeId` is "Membership type ID",
 * `refundedPaise` "Refunded" (its value is shown in rupees).
 */
export const auditFieldLabel = (field: string) => {
  const known = fieldLabels[field];
  if (known) return known;
  const words = field
    .replace(inPaise, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * A changed value as a person reads it: none as —, an amount in paise in rupees, an instant by
 * `formatInstant`, a list item by item (`; `), a record as its filled-in fields (`name: value, …`).
 */
export const changeValueText = (
  value: unknown,
  formatInstant: (iso: string) => string,
  field = '',
): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && inPaise.test(field)) return formatPaise(value);
  if (typeof value === 'string') return utcInstant.test(value) ? formatInstant(value) : value;
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((item) => changeValueText(item, formatInstant)).join('; ');
  }
  if (typeof value === 'object') {
    const filled = Object.entries(value)
      .map(([key, inner]) => [auditFieldLabel(key), changeValueText(inner, formatInstant, key)])
      .filter(([, text]) => text !== '—');
    return filled.length === 0
      ? '—'
      : filled.map(([label, text]) => `${label}: ${text}`).join(', ');
  }
  return String(value);
};

/** A change as a person reads it: its field's label, and its values before and after. */
export const auditChangeText = (
  { field, before, after }: AuditChange,
  formatInstant: (iso: string) => string,
) => ({
  label: auditFieldLabel(field),
  before: changeValueText(before, formatInstant, field),
  after: changeValueText(after, formatInstant, field),
});
