import type { AdminMember } from '@osi/shared';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { memberStandingOnceADay, memberTermFields, memberTermJson } from '../../db/member-standing';
import { isoTime } from '../../db/sql-formats';
import { members, payments, undeliverableAddresses } from '../../db/schema';

/** As `isoInIndia` of @osi/shared writes it, for the CSV: 2025-06-29T06:09:41.366+05:30. */
const isoTimeInIndia = (column: Column) =>
  sql`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+05:30"')`;

/**
 * The back office's view of a member (the details page and both exports), field by field, as
 * SQL over the member and the payment of the application: the database builds it, since an
 * export builds 100,000 of them.
 */
export const adminMemberFields = {
  id: members.id,
  title: members.title,
  firstName: members.firstName,
  middleName: members.middleName,
  lastName: members.lastName,
  gender: members.gender,
  mobileNo: members.mobileNo,
  email: members.email,
  membershipId: sql`coalesce(${members.membershipId}, '')`,
  membershipType: members.membershipTypeName,
  membershipPrice: sql`round(${members.membershipPricePaise} / 100.0)::int`,
  specialty: members.specialty,
  certificateName: members.certificateName,
  referenceCode: members.referenceCode,
  dob: sql`coalesce(to_char(${members.dob}, 'YYYY-MM-DD'), '')`,
  nationality: members.nationality,
  department: members.department,
  institution: members.institution,
  dentalRegNumber: sql`coalesce(${members.dentalRegNumber}, '')`,
  address: members.address,
  postcode: members.postcode,
  city: members.city,
  state: members.state,
  country: members.country,
  howDidYouKnow: members.howDidYouKnow,
  profilePictureUrl: members.profilePictureUrl,
  studentIdUrl: sql`case when ${members.studentIdKey} is not null then '/api/admin/members/' || ${members.id} || '/student-id' end`,
  status: members.status,
  comments: members.comments,
  isManual: members.isManual,
  createdAt: isoTime(members.createdAt),
  term: memberTermJson,
  deletedAt: isoTime(members.deletedAt),
  paymentStatus: payments.status,
  paymentAmount: sql`${payments.amountPaise}::float8 / 100`,
  paymentTimestamp: isoTime(payments.capturedAt),
  razorpayPaymentId: sql`coalesce(${payments.paymentId}, '')`,
  emailUndeliverable: sql`(select ${undeliverableAddresses.reason} from ${undeliverableAddresses} where ${undeliverableAddresses.email} = lower(${members.email}))`,
} satisfies Record<keyof AdminMember, Column | SQL>;

/** The export's columns: the view's fields, with the term's parts as columns of their own. */
const exportFields = { ...adminMemberFields, ...memberTermFields };
type Field = keyof typeof exportFields;

/** The whole view as one JSON object. */
export const adminMemberJson = sql`json_build_object(${sql.join(
  Object.entries(adminMemberFields).map(
    ([field, value]) => sql`${sql.raw(`'${field}'`)}, ${value}`,
  ),
  sql`, `,
)})`;

/**
 * Fields the database types (ids, enums, dates, times, flags, amounts) or the app writes (the
 * student ID's address): their text never starts with a formula character, so the export writes
 * them as they are.
 */
const typedFields = new Set<Field>([
  'id',
  'dob',
  'membershipPrice',
  'status',
  'isManual',
  'createdAt',
  'deletedAt',
  'paymentStatus',
  'paymentAmount',
  'paymentTimestamp',
  'memberSince',
  'validUntil',
  'lifeMember',
  'standing',
  'studentIdUrl',
]);

/**
 * Fields whose CSV text is not the view's: times in India's time, as `csvCell` writes them
 * (decision 056). And, for less work a row, the same text as the view's: dates as PostgreSQL
 * writes them under `DateStyle` ISO (the COPY connection's, and PGlite's), and the standing with
 * today worked out once.
 */
const csvFields = {
  createdAt: isoTimeInIndia(members.createdAt),
  deletedAt: isoTimeInIndia(members.deletedAt),
  paymentTimestamp: isoTimeInIndia(payments.capturedAt),
  dob: sql`${members.dob}::text`,
  memberSince: sql`${members.memberSince}::text`,
  validUntil: sql`case when not ${members.lifeMember} then ${members.validUntil}::text end`,
  standing: memberStandingOnceADay,
} satisfies Partial<Record<Field, SQL>>;

/**
 * A field's CSV text as `csvCell` of @osi/shared makes it before quoting: empty for nothing, and
 * free text starting with = + - @ tab or CR made inert. A test holds the two to each other.
 */
export const csvText = (field: Field) => {
  const text = sql`(${csvFields[field as keyof typeof csvFields] ?? exportFields[field]})::text`;
  return typedFields.has(field)
    ? sql`coalesce(${text}, '')`
    : sql`case when ascii(${text}) in (9, 13, 43, 45, 61, 64) then '''' || ${text} else coalesce(${text}, '') end`;
};

/** The fields given, in order, as one CSV line: every cell quoted, quotes doubled. */
export const adminMemberCsvLine = (fields: readonly Field[]) =>
  sql`${sql.join(
    fields.map((field) => sql`'"' || replace(${csvText(field)}, '"', '""') || '"'`),
    sql` || ',' || `,
  )} || E'\\n'`;
