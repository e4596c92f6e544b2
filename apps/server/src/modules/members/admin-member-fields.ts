import type { AdminMember } from '@osi/shared';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { members, payments } from '../../db/schema';

/** As JavaScript's toISOString writes it: 2025-06-29T00:39:41.366Z. */
const isoTime = (column: Column) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
  deletedAt: isoTime(members.deletedAt),
  paymentStatus: payments.status,
  paymentAmount: sql`(${payments.amountPaise} / 100.0)::float8`,
  paymentTimestamp: isoTime(payments.capturedAt),
  razorpayPaymentId: sql`coalesce(${payments.paymentId}, '')`,
} satisfies Record<keyof AdminMember, Column | SQL>;

type Field = keyof typeof adminMemberFields;

/** The whole view as one JSON object. */
export const adminMemberJson = sql`json_build_object(${sql.join(
  Object.entries(adminMemberFields).map(
    ([field, value]) => sql`${sql.raw(`'${field}'`)}, ${value}`,
  ),
  sql`, `,
)})`;

/**
 * One CSV cell as `csvCell` of @osi/shared writes it (always quoted, quotes doubled, a leading
 * = + - @ tab or CR made inert), written by the database; a test holds the two to each other.
 */
const csvCell = (value: SQL | Column) => {
  const text = sql`coalesce((${value})::text, '')`;
  return sql`'"' || replace(case when left(${text}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${text} else ${text} end, '"', '""') || '"'`;
};

/** The fields given, in order, as one CSV line. */
export const adminMemberCsvLine = (fields: readonly Field[]) =>
  sql`${sql.join(
    fields.map((field) => csvCell(adminMemberFields[field])),
    sql` || ',' || `,
  )} || E'\\r\\n'`;
