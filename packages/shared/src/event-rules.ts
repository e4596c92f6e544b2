// The society's rules of event registration (decision 079), written once for the server and the pages.

/** Who a place is priced for: a member in good standing, anyone else, or a student. */
export const attendeeCategories = ['member', 'non-member', 'student'] as const;
export type AttendeeCategory = (typeof attendeeCategories)[number];
export const attendeeCategoryLabels: Record<AttendeeCategory, string> = {
  member: 'Member',
  'non-member': 'Non-member',
  student: 'Student',
};
/** The categories a visitor who is not signed in may choose. */
export const guestCategories = ['non-member', 'student'] as const;

/**
 * Where a registration is: `held` keeps a place for a while (awaiting payment, or a waiting-list
 * offer awaiting acceptance), `registered` has it, `waiting` is in the queue, `cancelled` gave it
 * up, `lapsed` let a hold run out.
 */
export const registrationStatuses = [
  'held',
  'registered',
  'waiting',
  'cancelled',
  'lapsed',
] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  held: 'Place held',
  registered: 'Registered',
  waiting: 'On the waiting list',
  cancelled: 'Cancelled',
  lapsed: 'Offer lapsed',
};
/** The statuses that take one of the event's places. */
export const placeTakingStatuses = ['held', 'registered'] as const satisfies RegistrationStatus[];

/** What a cancellation by the deadline gives back of what was paid. */
export const refundRules = ['full', 'half', 'none'] as const;
export type RefundRule = (typeof refundRules)[number];
export const refundRuleLabels: Record<RefundRule, string> = {
  full: 'Full refund',
  half: 'Half refund',
  none: 'No refund',
};

/** How long a waiting-list offer is held when the event does not say. */
export const defaultOfferHours = 48;
/** How long a place is held for its payment when registering. */
export const paymentHoldMinutes = 30;

/** Whether an event takes registrations now, and if not why; `full` still takes a waiting list. */
export const registrationStates = ['none', 'not-open', 'open', 'full', 'closed', 'past'] as const;
export type RegistrationState = (typeof registrationStates)[number];

export interface EventRegistrationRules {
  startDate: string;
  registrationOpens: string | null;
  registrationCloses: string | null;
  capacity: number | null;
}

/** The state of an event's registration on India's `today`, with `taken` places taken. */
export const registrationStateOn = (
  event: EventRegistrationRules,
  today: string,
  taken: number,
): RegistrationState => {
  if (!event.registrationOpens) return 'none';
  if (event.startDate <= today) return 'past';
  if (today < event.registrationOpens) return 'not-open';
  if (event.registrationCloses && today > event.registrationCloses) return 'closed';
  if (event.capacity !== null && taken >= event.capacity) return 'full';
  return 'open';
};

export interface EventPrices {
  memberPrice: number | null;
  nonMemberPrice: number | null;
  studentPrice: number | null;
}

/** The price in rupees of a place for `category`; empty prices are free. */
export const priceFor = (prices: EventPrices, category: AttendeeCategory) =>
  ({
    member: prices.memberPrice,
    'non-member': prices.nonMemberPrice,
    student: prices.studentPrice,
  })[category] ?? 0;

/**
 * What cancelling on India's `today` gives back of `paidPaise`: the event's rule up to its
 * deadline (the whole amount when it has no deadline and no rule), nothing after it.
 */
export const refundPaiseOn = (
  event: { cancellationDeadline: string | null; refundRule: RefundRule | '' },
  today: string,
  paidPaise: number,
) => {
  if (event.cancellationDeadline && today > event.cancellationDeadline) return 0;
  const rule = event.refundRule || (event.cancellationDeadline ? 'none' : 'full');
  if (rule === 'full') return paidPaise;
  if (rule === 'half') return Math.floor(paidPaise / 2);
  return 0;
};

// ---- continuing dental education ------------------------------------------------------------

/** The years of a CDE cycle. */
export const cdeCycleYears = 5;

export interface CdeSettings {
  /** Points a member needs over one cycle. */
  requiredPoints: number;
  /** The calendar year a cycle began; cycles follow every five years from it. */
  cycleStartYear: number;
}

export const defaultCdeSettings: CdeSettings = { requiredPoints: 30, cycleStartYear: 2025 };

/** The first and last calendar year of the cycle holding `year`. */
export const cdeCycleOf = (settings: CdeSettings, year: number) => {
  const offset = Math.floor((year - settings.cycleStartYear) / cdeCycleYears) * cdeCycleYears;
  const from = settings.cycleStartYear + offset;
  return { fromYear: from, toYear: from + cdeCycleYears - 1 };
};
