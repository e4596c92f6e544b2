import { z } from 'zod';
import { pageQuerySchema, paginated } from './api';
import { endpointGroup } from './endpoint';
import { standingSchema } from './membership-year';

/** A reminder the society sent about the end of a member's current term. */
const sentReminderSchema = z.object({
  /** Days from the term's end: -30 is thirty days before it, 14 a fortnight after. */
  offsetDays: z.number().int(),
  sentAt: z.iso.datetime(),
});

/** A member whose term ends within 30 days or ended within the grace period. */
export const renewalDueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  membershipId: z.string(),
  validUntil: z.iso.date(),
  standing: standingSchema,
  reminders: z.array(sentReminderSchema),
});
export type RenewalDue = z.infer<typeof renewalDueSchema>;

export const renewalsDuePageSchema = paginated(renewalDueSchema);
export type RenewalsDuePage = z.infer<typeof renewalsDuePageSchema>;

/** Who is due to renew, for the administrators. */
export const renewalsDueEndpoints = endpointGroup(
  'admin',
  {
    list: {
      method: 'GET',
      path: '/api/admin/renewals-due',
      summary: 'Members expiring or in grace, soonest end first, with the reminders sent',
      query: pageQuerySchema,
      response: renewalsDuePageSchema,
    },
    sendReminders: {
      method: 'POST',
      path: '/api/admin/renewals-due/reminders',
      summary: 'Runs the reminder pass now; each reminder still goes once per term',
      description: 'The body says so explicitly, so that no stray request runs it.',
      body: z.object({ run: z.literal(true) }),
      response: z.object({ sent: z.number().int() }),
    },
  },
  'members',
);
