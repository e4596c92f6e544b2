import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { memberUploadPurposes, slugify } from '@osi/shared';
import { selectRows, type Executor } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { enqueueMail } from '../../src/infra/mail';
import type { Storage } from '../../src/infra/storage';
import { recordAudit } from '../../src/modules/audit/audit.service';
import { insertEvent, insertRegistration } from './events';
import { adminSessionCookie, insertMember, sessionCookie } from './fixtures';
import type { TestApp } from './test-app';
import { minimalPdf } from './zip';

const hex = () => randomBytes(6).toString('hex');
const one = async <Row>(rows: Promise<Row[]>) => (await rows)[0]!;

/** Names no other row of a test database holds, so a scan for them finds only this member. */
export const personOf = () => {
  const letters = randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
  return {
    firstName: `Zephyr${letters}`,
    lastName: `Quill${letters}`,
    email: `zq-${letters}@example.org`,
    mobileNo: `9${String(Date.now()).slice(-9)}`,
  };
};

/** A row seeded for a table, by the column and value that identify it. */
export type Seeded = Record<string, { column: string; value: unknown }>;

/**
 * A member with one row of every kind that refers to them, in every table, and one file of every
 * upload purpose in storage. Answers the member, their session cookie, the rows by table and the
 * files' storage keys.
 */
export const seedMemberData = async (db: Executor, storage: Storage) => {
  const person = personOf();
  const fullName = `${person.firstName} ${person.lastName}`;
  const member = await insertMember(db, {
    ...person,
    status: 'approved',
    state: 'Kerala',
    country: 'India',
    address: '12 Quill Lane',
  });
  const cookie = await sessionCookie(db, 'member', member.id);
  const seeded: Seeded = { members: { column: 'id', value: member.id } };
  const byId = (table: string, row: { id: unknown }) => {
    seeded[table] = { column: 'id', value: row.id };
  };
  const byMember = (table: string) => {
    seeded[table] = { column: 'member_id', value: member.id };
  };
  const byEmail = (table: string) => {
    seeded[table] = { column: 'email', value: person.email };
  };
  seeded.sessions = { column: 'subject_id', value: member.id };

  const files: string[] = [];
  const uploadKeys: Record<string, string> = {};
  for (const purpose of ['profile_picture', 'student_id', ...memberUploadPurposes] as const) {
    const key = `upl_${hex()}${hex()}`;
    const stored = await storage.put(
      `test-${purpose.replace('_', '-')}s/${key}.pdf`,
      minimalPdf(),
      {
        contentType: 'application/pdf',
        visibility: 'private',
      },
    );
    await db.insert(schema.uploads).values({
      key,
      purpose,
      storageKey: stored.key,
      originalName: `${person.firstName}-${purpose}.pdf`,
      visibility: 'private',
      contentType: 'application/pdf',
      size: stored.size,
      memberId: member.id,
      claimedAt: new Date(),
    });
    files.push(stored.key);
    uploadKeys[purpose] = key;
  }
  byMember('uploads');

  await db.insert(schema.signInAttempts).values({
    realm: 'member',
    email: person.email,
    attempts: 1,
    windowStartedAt: new Date(),
  });
  byEmail('sign_in_attempts');
  byId(
    'password_reset_tokens',
    await one(
      db
        .insert(schema.passwordResetTokens)
        .values({ memberId: member.id, tokenHash: hex(), expiresAt: new Date() })
        .returning(),
    ),
  );
  await db.insert(schema.emailVerifications).values({
    email: person.email,
    codeHash: hex(),
    expiresAt: new Date(),
    sentAt: new Date(),
  });
  byEmail('email_verifications');
  await db.insert(schema.directoryListings).values({ memberId: member.id, listed: true });
  byMember('directory_listings');
  await db.insert(schema.forumPreferences).values({ memberId: member.id, replyEmails: true });
  byMember('forum_preferences');

  const category = await one(
    db
      .insert(schema.forumCategories)
      .values({ slug: `c-${hex()}`, name: 'Cases' })
      .returning(),
  );
  const threadTitle = `Loading protocols, asks ${person.firstName}`;
  const thread = await one(
    db
      .insert(schema.forumThreads)
      .values({
        categoryId: category.id,
        // As the forum writes a thread's address: from its title (forum.service.ts).
        slug: `${slugify(threadTitle)}-${hex()}`,
        title: threadTitle,
        authorId: member.id,
      })
      .returning(),
  );
  byId('forum_threads', thread);
  byId(
    'forum_posts',
    await one(
      db
        .insert(schema.forumPosts)
        .values({
          threadId: thread.id,
          authorId: member.id,
          body: `What torque do you use? ${fullName}`,
          isOpening: true,
        })
        .returning(),
    ),
  );

  const payment = await one(
    db
      .insert(schema.payments)
      .values({
        gateway: 'sandbox',
        purpose: 'membership',
        orderId: `order_${hex()}`,
        paymentId: `pay_${hex()}`,
        amountPaise: 500_000,
        status: 'captured',
        email: person.email,
        memberId: member.id,
        capturedAt: new Date(),
      })
      .returning(),
  );
  byId('payments', payment);
  const refund = await one(
    db
      .insert(schema.refunds)
      .values({ paymentId: payment.id, amountPaise: 100_000, status: 'processed' })
      .returning(),
  );
  byId('refunds', refund);
  const series = `T${hex()}`;
  byId(
    'receipts',
    await one(
      db
        .insert(schema.receipts)
        .values({
          kind: 'receipt',
          series,
          sequence: 1,
          number: `${series}/000001`,
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
        })
        .returning(),
    ),
  );

  const reminderMail = await enqueueMail(db, {
    to: person.email,
    subject: `Your membership, ${person.firstName}`,
    text: `Dear ${fullName}, your term ends soon.`,
  });
  await db.insert(schema.membershipReminders).values({
    memberId: member.id,
    termEnd: '2027-03-31',
    offsetDays: -30,
    outboxMessageId: reminderMail.id,
  });
  byMember('membership_reminders');
  seeded.outbox_messages = { column: 'id', value: reminderMail.id };
  await enqueueMail(db, {
    to: 'secretariat@example.org',
    subject: 'A message from the contact form',
    text: `${fullName} (${person.mobileNo}) writes: hello`,
    headers: { 'Reply-To': person.email },
  });

  const event = await insertEvent(db);
  const registration = await insertRegistration(db, event.id, {
    memberId: member.id,
    name: fullName,
    email: person.email,
    mobile: person.mobileNo,
    category: 'member',
  });
  byId('event_registrations', registration);
  byId(
    'cde_awards',
    await one(
      db
        .insert(schema.cdeAwards)
        .values({
          registrationId: registration.id,
          memberId: member.id,
          eventId: event.id,
          points: 4,
          awardedOn: '2026-11-01',
        })
        .returning(),
    ),
  );
  byId(
    'certificates',
    await one(
      db
        .insert(schema.certificates)
        .values({
          code: `C${hex()}`,
          kind: 'attendance',
          memberId: member.id,
          registrationId: registration.id,
          holderName: fullName,
          title: 'Immediate Loading Workshop',
          issuedOn: '2026-11-01',
          validFrom: '2026-11-01',
        })
        .returning(),
    ),
  );

  const storedFile = (purpose: string) => ({
    key: uploadKeys[purpose]!,
    name: `${person.firstName}-${purpose}.pdf`,
    size: 100,
  });
  const fellowship = await one(
    db
      .insert(schema.fellowships)
      .values({
        memberId: member.id,
        name: fullName,
        membershipNumber: member.membershipId!,
        email: person.email,
        telephone: person.mobileNo,
        address: '12 Quill Lane',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
        country: 'India',
        qualifications: {} as never,
        paymentId: payment.id,
      })
      .returning(),
  );
  byId('fellowships', fellowship);
  byId(
    'fellowship_cases',
    await one(
      db
        .insert(schema.fellowshipCases)
        .values({
          fellowshipId: fellowship.id,
          memberId: member.id,
          category: 'retrospective',
          files: { first: storedFile('case_file') } as never,
        })
        .returning(),
    ),
  );
  const grant = await one(
    db
      .insert(schema.researchGrants)
      .values({
        memberId: member.id,
        emailId: person.email,
        phoneNumber: person.mobileNo,
        selectedGrant: 'osi-research-grant',
        yearType: '2026–27',
        membershipId: member.membershipId!,
        specialization: 'Prosthodontics',
        address: '12 Quill Lane',
        academicQualification: 'MDS',
        principalInvestigator: { name: fullName, email: person.email } as never,
        coPrincipalInvestigators: [],
        typesOfProject: {
          basicResearch: true,
          animalStudy: false,
          clinicalTrial: false,
          thesis: false,
          animalStudyAuthNumber: '',
          clinicalStudyEthicsNumber: '',
        },
        projectDetails: {},
        projectSchedule: { startDate: '2027-01-01', completionDate: '2027-12-31' },
        grantDetails: {},
        signatures: { name: fullName, date: '2026-11-01', signatureFile: storedFile('signature') },
        documentation: { proposal: storedFile('grant_document') } as never,
      })
      .returning(),
  );
  byId('research_grants', grant);
  byId(
    'roadmap_parts',
    await one(
      db
        .insert(schema.roadmapParts)
        .values({
          grantId: grant.id,
          memberId: member.id,
          part: 1,
          months: [
            {
              month: 1,
              roadmapFile: storedFile('roadmap_file'),
              budgetFile: storedFile('budget_file'),
            },
          ],
        })
        .returning(),
    ),
  );

  const subscriber = await one(
    db
      .insert(schema.newsletterSubscribers)
      .values({ email: person.email, status: 'confirmed', unsubscribeToken: hex() })
      .returning(),
  );
  byId('newsletter_subscribers', subscriber);
  const issue = await one(
    db.insert(schema.newsletterIssues).values({ subject: 'News', body: 'Hello' }).returning(),
  );
  const issueMail = await enqueueMail(db, { to: person.email, subject: 'News', text: 'Hello' });
  await db.insert(schema.newsletterDeliveries).values({
    issueId: issue.id,
    subscriberId: subscriber.id,
    outboxMessageId: issueMail.id,
  });
  seeded.newsletter_deliveries = { column: 'subscriber_id', value: subscriber.id };
  await db.insert(schema.undeliverableAddresses).values({ email: person.email, reason: '550' });
  byEmail('undeliverable_addresses');
  byId(
    'sms_messages',
    await one(
      db
        .insert(schema.smsRecords)
        .values({
          to: person.mobileNo,
          body: `Dear ${person.firstName}, your kit is ready`,
          status: 'outbox',
          provider: 'outbox',
        })
        .returning(),
    ),
  );
  await recordAudit(db, {
    actor: { type: 'member', id: member.id },
    action: 'member.profile-updated',
    entity: { type: 'member', id: member.id },
    before: { firstName: 'Someone', mobileNo: '' },
    after: { firstName: person.firstName, lastName: person.lastName, mobileNo: person.mobileNo },
  });
  seeded.audit_events = { column: 'entity_id', value: member.id };

  const [notice] = await selectRows<{ version: number }>(
    db,
    sql`insert into privacy_notice_versions (value) values ('{}'::jsonb) returning version`,
  );
  byId(
    'privacy_consents',
    await one(
      db
        .insert(schema.privacyConsents)
        .values({ memberId: member.id, noticeVersion: notice!.version, context: 'registration' })
        .returning(),
    ),
  );
  byId(
    'privacy_requests',
    await one(
      db
        .insert(schema.privacyRequests)
        .values({ memberId: member.id, kind: 'erasure', note: `Please erase ${fullName}` })
        .returning(),
    ),
  );
  return { member, person, cookie, seeded, files };
};

/**
 * A member seeded as `seedMemberData` does, erased by an administrator's approval of their
 * request. Answers what that answers and the administrator's cookie.
 */
export const seedErasedMember = async (app: TestApp) => {
  const data = await seedMemberData(app.db, app.storage);
  const admin = await adminSessionCookie(app.db);
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/privacy-requests/${String(data.seeded.privacy_requests!.value)}/approve`,
    headers: { cookie: admin },
    payload: {},
  });
  if (approved.statusCode !== 200) throw new Error(`the erasure was refused: ${approved.body}`);
  return { ...data, admin };
};
