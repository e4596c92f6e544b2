import type { FastifyBaseLogger } from 'fastify';
import {
  memberName,
  privacyMessages,
  type PrivacyRequest,
  type PrivacyRequestQuery,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import type { Storage } from '../../infra/storage';
import { conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { violatedConstraint } from '../../lib/unique-violation';
import { auditedChange, recordAudit } from '../audit/audit.service';
import type { MemberRow } from './member-tables';
import { findMember, memberNotFound, type Actor } from '../members/members.service';
import { archivePathOf, archiveStream, recordsOf } from './data-archive';
import { eraseMember } from './erasure';
import { erasureRefusedMail, erasureRequestedMail } from './privacy-mails';
import {
  findPendingErasure,
  insertPrivacyRequest,
  listOwnPrivacyRequests,
  listPrivacyRequests,
  lockPrivacyRequest,
  updatePrivacyRequest,
  uploadsOfMember,
  type PrivacyRequestRow,
} from './privacy.repository';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

const toOwnRequest = (row: PrivacyRequestRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  note: row.note,
  outcome: row.outcome,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: iso(row.decidedAt),
});

const liveMember = async (db: Executor, memberId: string) => {
  const member = await findMember.byId(db, memberId, { withDeleted: true });
  if (!member || member.erasedAt) throw memberNotFound();
  return member;
};

export const ownPrivacyRequests = async (db: Executor, memberId: string) => ({
  items: (await listOwnPrivacyRequests(db, memberId)).map(toOwnRequest),
});

/**
 * The member's data archive (decision 086): every row that refers to them and every file of
 * theirs, streamed as a ZIP. The download is recorded as a completed access request first, so
 * the archive lists it too.
 */
export const dataArchiveOf = async (
  db: Database,
  storage: Storage,
  memberId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
) => {
  const member = await liveMember(db, memberId);
  await insertPrivacyRequest(db, {
    memberId,
    kind: 'access',
    status: 'completed',
    outcome: 'Downloaded by the member.',
    decidedAt: new Date(),
  });
  const records = await recordsOf(db, member);
  const files = (await uploadsOfMember(db, memberId)).map((upload) => ({
    storageKey: upload.storageKey,
    path: archivePathOf({ ...upload, original_name: upload.originalName }),
  }));
  return archiveStream(records, files, storage, (error) =>
    log.error({ err: error, memberId }, 'The data archive could not be completed'),
  );
};

const erasurePending = () => conflict(privacyMessages.erasurePending);

/** The member asks to be erased: one pending request at a time, acknowledged by e-mail. */
export const askErasure = async (
  db: Database,
  memberId: string,
  note: string,
  links: { publicUrl: string },
) => {
  const member = await liveMember(db, memberId);
  if (await findPendingErasure(db, memberId)) throw erasurePending();
  try {
    const request = await db.transaction(async (tx) => {
      const row = await insertPrivacyRequest(tx, { memberId, kind: 'erasure', note });
      await enqueueMail(
        tx,
        erasureRequestedMail(member, `${links.publicUrl}/dashboard?tab=settings`),
      );
      return row;
    });
    return { message: privacyMessages.erasureRequested, request: toOwnRequest(request) };
  } catch (error) {
    if (violatedConstraint(error) === 'privacy_requests_one_pending_erasure')
      throw erasurePending();
    throw error;
  }
};

const toRequest = ({
  request,
  member,
  decidedBy,
}: {
  request: PrivacyRequestRow;
  member: MemberRow;
  decidedBy: string | null;
}): PrivacyRequest => ({
  ...toOwnRequest(request),
  member: {
    id: member.id,
    name: memberName(member),
    email: member.email,
    erased: member.erasedAt !== null,
  },
  decidedBy,
});

export const privacyRequestsPage = async (db: Executor, query: PrivacyRequestQuery) => {
  const { items, total } = await listPrivacyRequests(db, query, query);
  return pageOf(items.map(toRequest), total, query);
};

/** The pending erasure request, locked; refused as decided or as not an erasure. */
const pendingErasure = async (tx: Executor, id: string) => {
  const request = await lockPrivacyRequest(tx, id);
  if (!request) throw notFound('No such request.');
  if (request.kind !== 'erasure') throw conflict(privacyMessages.notErasure);
  if (request.status !== 'pending') throw conflict(privacyMessages.notPending);
  return request;
};

const decided = (actor: Actor, status: 'completed' | 'refused', outcome: string) => ({
  status,
  outcome,
  decidedBy: actor.id,
  decidedAt: new Date(),
});

/** Tries each removal three times; what still fails is logged and kept in the audit log. */
const removeFiles = async (
  db: Database,
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'error'>,
  requestId: string,
  keys: string[],
) => {
  const left: string[] = [];
  for (const key of keys) {
    let removed = false;
    for (let attempt = 0; attempt < 3 && !removed; attempt++) {
      removed = await storage.delete(key).then(
        () => true,
        () => false,
      );
    }
    if (!removed) left.push(key);
  }
  if (left.length === 0) return;
  log.error({ requestId, storageKeys: left }, "An erased member's files could not be removed");
  await recordAudit(db, {
    actor: { type: 'system' },
    action: 'privacy-request.files-left',
    entity: { type: 'privacy-request', id: requestId },
    after: { storageKeys: left },
  });
};

/**
 * Approves an erasure: the member is anonymised and the request completed in one audited
 * transaction; their files leave storage once it has committed.
 */
export const approveErasure = async (
  db: Database,
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'error'>,
  actor: Actor,
  id: string,
  outcome: string,
) => {
  const files = await auditedChange(db, actor, async (tx) => {
    const request = await pendingErasure(tx, id);
    const member = await findMember.byId(tx, request.memberId, { withDeleted: true });
    if (!member) throw memberNotFound();
    if (member.erasedAt) throw conflict(privacyMessages.alreadyErased);
    const storageKeys = await eraseMember(tx, member, actor.id);
    await updatePrivacyRequest(tx, id, decided(actor, 'completed', outcome || 'Erased.'));
    return {
      action: 'privacy-request.approved',
      entity: { type: 'privacy-request', id },
      after: { memberId: member.id, status: 'completed', filesRemoved: storageKeys.length },
      result: storageKeys,
    };
  });
  await removeFiles(db, storage, log, id, files);
  return { message: privacyMessages.approved };
};

/** Refuses an erasure with the reason, which the member is e-mailed. */
export const refuseErasure = async (db: Database, actor: Actor, id: string, outcome: string) => {
  await auditedChange(db, actor, async (tx) => {
    const request = await pendingErasure(tx, id);
    const member = await liveMember(tx, request.memberId);
    await updatePrivacyRequest(tx, id, decided(actor, 'refused', outcome));
    await enqueueMail(tx, erasureRefusedMail(member, outcome));
    return {
      action: 'privacy-request.refused',
      entity: { type: 'privacy-request', id },
      after: { memberId: member.id, status: 'refused', outcome },
    };
  });
  return { message: privacyMessages.refused };
};
