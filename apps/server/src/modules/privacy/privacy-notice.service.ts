import { privacyNoticeMessages, type ContentValue, type PrivacyNotice } from '@osi/shared';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getMemberForAdmin } from '../members/members.service';
import {
  consentsOfMember,
  insertConsent,
  insertNoticeVersion,
  latestNoticeVersion,
} from './privacy-notice.repository';

/**
 * Publishes `value` as the privacy notice's next version; called in the transaction that saves
 * the privacy content area, so the page and its versions never disagree (decision 085).
 */
export const publishNoticeVersion = (
  tx: Executor,
  value: ContentValue,
  publishedBy: string | null,
) => insertNoticeVersion(tx, { value, publishedBy });

const noNotice = () => notFound(privacyNoticeMessages.noNotice);

export const getCurrentNotice = async (db: Executor): Promise<PrivacyNotice> => {
  const row = await latestNoticeVersion(db);
  if (!row) throw noNotice();
  return {
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    value: row.value as ContentValue,
  };
};

/** Refuses a consent given to any version but the current one: the applicant read another text. */
export const assertCurrentNotice = async (db: Executor, version: number) => {
  const current = await latestNoticeVersion(db);
  if (!current) throw noNotice();
  if (current.version !== version) {
    throw conflict(privacyNoticeMessages.noticeChanged, {
      privacyNoticeVersion: privacyNoticeMessages.noticeChanged,
    });
  }
};

export const recordRegistrationConsent = (tx: Executor, memberId: string, version: number) =>
  insertConsent(tx, { memberId, noticeVersion: version, context: 'registration' });

export const listMemberConsents = async (db: Executor, memberId: string) => {
  await getMemberForAdmin(db, memberId);
  return (await consentsOfMember(db, memberId)).map((consent) => ({
    ...consent,
    consentedAt: consent.consentedAt.toISOString(),
  }));
};
