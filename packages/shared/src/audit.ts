import { z } from 'zod';
import { pageQuerySchema } from './api';
import { datesInOrder, datesOutOfOrder, dayField } from './day-range';

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

/**
 * A changed value as a person reads it: none as —, an instant by `formatInstant`, a list item by
 * item (`; `), a record as its filled-in fields (`name: value, …`).
 */
export const changeValueText = (value: unknown, formatInstant: (iso: string) => string): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return utcInstant.test(value) ? formatInstant(value) : value;
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((item) => changeValueText(item, formatInstant)).join('; ');
  }
  if (typeof value === 'object') {
    const filled = Object.entries(value).filter(
      ([, field]) => changeValueText(field, formatInstant) !== '—',
    );
    return filled.length === 0
      ? '—'
      : filled.map(([key, field]) => `${key}: ${changeValueText(field, formatInstant)}`).join(', ');
  }
  return String(value);
};
