import { sql, type SQL } from 'drizzle-orm';
import { erasedMemberName, memberName, slugify } from '@osi/shared';
import { selectRows, type Executor } from '../../db/client';
import type { MemberRow } from './member-tables';

/** The erased member's address: unique, and undeliverable by RFC 2606 (.invalid). */
export const erasedEmailOf = (memberId: string) => `erased-${memberId}@erased.invalid`;

const erasedText = '[erased]';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words that are JSON's own (a member named Null): replaced, they would break the JSON. */
const jsonWords = new Set(['true', 'false', 'null']);

/** A case-insensitive pattern matching any of `needles` as whole words (PostgreSQL's \m \M). */
const wordsPattern = (needles: string[]) =>
  `\\m(?:${[
    ...new Set(
      needles.filter(
        (needle) => needle.trim().length >= 2 && !jsonWords.has(needle.trim().toLowerCase()),
      ),
    ),
  ]
    .map((needle) => escaped(needle.trim()))
    .join('|')})\\M`;

/** What names a member: their full name, e-mail and mobile; `any` adds each part of their name. */
const patternsOf = (member: MemberRow) => {
  const fullNames = [
    `${member.firstName} ${member.lastName}`,
    `${member.firstName} ${member.middleName} ${member.lastName}`,
    memberName(member),
  ];
  const strong = [member.email, member.mobileNo, ...fullNames];
  const nameParts = [member.firstName, member.middleName, member.lastName];
  return {
    strong: wordsPattern(strong),
    any: wordsPattern([...strong, ...nameParts]),
    /** Their names as a thread's address writes them: `loading-protocols-asks-zephyr-1a2b3c4d`. */
    inSlug: wordsPattern(nameParts.flatMap((part) => slugify(part).split('-'))),
  };
};

/** Member fields an audit snapshot may carry, removed from snapshots of the erased member. */
const personalKeys = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'name',
  'email',
  'gender',
  'dob',
  'mobileNo',
  'telephone',
  'address',
  'city',
  'state',
  'postcode',
  'country',
  'institution',
  'department',
  'nationality',
  'specialty',
  'dentalRegNumber',
  'certificateName',
  'referenceCode',
  'howDidYouKnow',
  'comments',
  'profilePictureUrl',
  'studentIdKey',
];

const keysToRemove = sql`array[${sql.join(
  personalKeys.map((key) => sql`${key}`),
  sql`, `,
)}]::text[]`;

const id = (name: string) => sql.identifier(name);

/**
 * Anonymises a member in the caller's transaction (decision 086) and answers the storage keys
 * of their files, to remove once it commits. What the law makes the society keep stays: each
 * receipted payment keeps the payer as its receipt printed them (`kept_payer`).
 */
export const eraseMember = async (tx: Executor, member: MemberRow, adminId: string) => {
  const { strong, any, inSlug } = patternsOf(member);
  const email = erasedEmailOf(member.id);
  const scrub = (name: string) =>
    sql`${id(name)} = regexp_replace(${id(name)}, ${any}, ${erasedText}, 'gi')`;
  const scrubJson = (name: string) =>
    sql`${id(name)} = regexp_replace(${id(name)}::text, ${any}, ${erasedText}, 'gi')::jsonb`;
  const run = (query: SQL) => tx.execute(query);
  const theirEmail = (name: string) => sql`lower(${id(name)}) = lower(${member.email})`;
  const theirPayments = sql`(member_id = ${member.id} or ${theirEmail('email')})`;
  const theirRegistrations = sql`(member_id = ${member.id} or ${theirEmail('email')})`;

  await run(sql`update payments set
      kept_payer = case when member_id is not null
          then jsonb_build_object('name', ${memberName(member)}::text, 'membershipId', ${member.membershipId}::text,
            'state', ${member.state}::text, 'country', ${member.country}::text)
          else jsonb_build_object('name', coalesce((select r.name from event_registrations r
            where purpose = 'event' and r.id = payments.claimed_by_id), ''))
          end
    where ${theirPayments} and exists (select 1 from receipts where receipts.payment_id = payments.id)`);
  await run(sql`update payments set email = ${email},
      gateway_data = regexp_replace(gateway_data::text, ${any}, ${erasedText}, 'gi')::jsonb
    where ${theirPayments}`);

  await run(sql`update event_registrations set name = ${erasedMemberName}, email = ${email},
      mobile = '', registration_number = '' where ${theirRegistrations}`);
  await run(sql`update certificates set holder_name = ${erasedMemberName},
      revoked_at = coalesce(revoked_at, now()), revoked_by = coalesce(revoked_by, ${adminId}),
      revoke_reason = case when revoked_at is null then 'The holder''s account was erased.' else revoke_reason end
    where member_id = ${member.id}
      or registration_id in (select id from event_registrations where member_id = ${member.id})`);
  await run(sql`update fellowships set name = ${erasedMemberName}, email = ${email}, telephone = '',
      address = '', road = '', city = '', state = '', zip = '', country = '', registration = '',
      ${scrub('comments')}, ${scrubJson('qualifications')}
    where member_id = ${member.id}`);
  await run(sql`update research_grants set email_id = ${email}, phone_number = '', address = '',
      ${scrub('comments')}, ${scrub('academic_qualification')}, ${scrub('project_title')},
      ${scrub('application_details')}, ${scrubJson('principal_investigator')},
      ${scrubJson('co_principal_investigators')}, ${scrubJson('project_details')},
      ${scrubJson('grant_details')}, ${scrubJson('signatures')}, ${scrubJson('documentation')}
    where member_id = ${member.id}`);
  await run(sql`update fellowship_cases set ${scrubJson('files')} where member_id = ${member.id}`);
  await run(sql`update roadmap_parts set ${scrubJson('months')} where member_id = ${member.id}`);
  // An address that held their name changes (decision 086): the old link named them.
  await run(sql`update forum_threads set ${scrub('title')},
      slug = regexp_replace(slug, ${inSlug}, 'erased', 'gi')
    where author_id = ${member.id}`);
  await run(sql`update forum_posts set ${scrub('body')} where author_id = ${member.id}`);
  await run(sql`update privacy_requests set ${scrub('note')}, ${scrub('outcome')}
    where member_id = ${member.id}`);

  await run(sql`update newsletter_subscribers set email = ${email}, status = 'unsubscribed',
      confirm_token_hash = null, unsubscribed_at = coalesce(unsubscribed_at, now()),
      deleted_at = coalesce(deleted_at, now())
    where ${theirEmail('email')}`);
  // Mail to them loses all it said; mail to others that names them loses the naming.
  await run(sql`update outbox_messages set "to" = ${email}, subject = ${erasedText},
      text = ${erasedText}, html = null, headers = null, attachments = null, last_error = null,
      status = case when status = 'pending' then 'cancelled' else status end
    where ${theirEmail('to')} or lower(headers ->> 'Reply-To') = lower(${member.email})`);
  await run(sql`update outbox_messages set ${scrub('subject')}, ${scrub('text')}, ${scrub('html')}
    where subject ~* ${strong} or text ~* ${strong} or html ~* ${strong}`);
  if (member.mobileNo) {
    await run(sql`update sms_messages set "to" = '', body = ${erasedText}
      where right(regexp_replace("to", '\\D', '', 'g'), 10) = right(${member.mobileNo}, 10)`);
  }
  const withoutPersonalKeys = (name: string) =>
    sql`${id(name)} = case when jsonb_typeof(${id(name)}) = 'object'
      then regexp_replace(${id(name)}::text, ${any}, ${erasedText}, 'gi')::jsonb - ${keysToRemove}
      else regexp_replace(${id(name)}::text, ${any}, ${erasedText}, 'gi')::jsonb end`;
  await run(sql`update audit_events set ${withoutPersonalKeys('before')}, ${withoutPersonalKeys('after')}
    where entity_id = ${member.id} or (actor_type = 'member' and actor_id = ${member.id})
      or before::text ~* ${strong} or after::text ~* ${strong}`);

  await run(sql`delete from sessions where realm = 'member' and subject_id = ${member.id}`);
  await run(sql`delete from sign_in_attempts where ${theirEmail('email')}`);
  await run(sql`delete from password_reset_tokens where member_id = ${member.id}`);
  await run(sql`delete from email_verifications where ${theirEmail('email')}`);
  await run(sql`delete from undeliverable_addresses where ${theirEmail('email')}`);
  await run(sql`delete from directory_listings where member_id = ${member.id}`);
  await run(sql`delete from forum_preferences where member_id = ${member.id}`);
  const files = await selectRows<{ storage_key: string }>(
    tx,
    sql`delete from uploads where member_id = ${member.id} returning storage_key`,
  );

  await run(sql`update members set title = '', first_name = 'Erased', middle_name = '',
      last_name = 'member', email = ${email}, password_hash = '!erased', gender = '', dob = null,
      mobile_no = '', specialty = '', certificate_name = '', reference_code = '',
      nationality = '', department = '', institution = '', dental_reg_number = null,
      address = '', city = '', state = '', postcode = '', country = '', how_did_you_know = '',
      profile_picture_url = null, student_id_key = null, comments = '', erased_at = now(),
      deleted_at = coalesce(deleted_at, now()), updated_at = now()
    where id = ${member.id}`);
  return files.map((file) => file.storage_key);
};
