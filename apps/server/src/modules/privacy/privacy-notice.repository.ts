import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { privacyConsents, privacyNoticeVersions } from '../../db/schema';

export const insertNoticeVersion = async (
  db: Executor,
  values: typeof privacyNoticeVersions.$inferInsert,
) => (await db.insert(privacyNoticeVersions).values(values).returning())[0]!;

export const latestNoticeVersion = async (db: Executor) => {
  const [row] = await db
    .select()
    .from(privacyNoticeVersions)
    .orderBy(desc(privacyNoticeVersions.version))
    .limit(1);
  return row;
};

export const insertConsent = (db: Executor, values: typeof privacyConsents.$inferInsert) =>
  db.insert(privacyConsents).values(values);

export const consentsOfMember = (db: Executor, memberId: string) =>
  db
    .select({
      noticeVersion: privacyConsents.noticeVersion,
      context: privacyConsents.context,
      consentedAt: privacyConsents.consentedAt,
    })
    .from(privacyConsents)
    .where(eq(privacyConsents.memberId, memberId))
    .orderBy(desc(privacyConsents.consentedAt));
