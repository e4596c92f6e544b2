import {
  caseFileKeyFields,
  caseMessages,
  fellowshipMessages,
  isCasePanelOpen,
  type AddCase,
  type Case,
  type CaseFileSlot,
  type SaveCase,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { StoredCaseFile } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import { currentFellowshipOf } from '../fellowships/fellowship-applications.service';
import type { Actor } from '../members/members.service';
import { adminUploadUrlOf, claimMemberUpload, ownUploadUrlOf } from '../uploads/uploads.service';
import {
  findOwnCaseForUpdate,
  insertCase,
  listCaseRows,
  updateCase,
  type CaseRow,
} from './cases.repository';

const toCase = (row: CaseRow, urlOf: (key: string) => string): Case => {
  const fileIn = (slot: CaseFileSlot) => {
    const file = row.files?.[slot];
    return file ? { name: file.name, url: urlOf(file.key) } : null;
  };
  return {
    id: row.id,
    category: row.category,
    isSaved: row.savedAt !== null,
    isLocked: row.lockedAt !== null,
    createdAt: row.createdAt.toISOString(),
    files: {
      preOperative: fileIn('preOperative'),
      intraOperative: fileIn('intraOperative'),
      postOperative: fileIn('postOperative'),
    },
  };
};

const ownCase = (row: CaseRow) => toCase(row, ownUploadUrlOf);

/** The member's cases and whether the panel takes changes now. */
export const getOwnCases = async (db: Executor, memberId: string, now = new Date()) => {
  const fellowship = await currentFellowshipOf(db, memberId);
  if (!fellowship) return { cases: [], panelOpen: false };
  const rows = await listCaseRows(db, fellowship.id);
  const panelOpen =
    fellowship.status === 'approved' &&
    fellowship.approvedAt !== null &&
    isCasePanelOpen(fellowship.approvedAt, now);
  return { cases: rows.map(ownCase), panelOpen };
};

/** A fellowship's saved and locked cases, with the administrators' download links. */
export const casesForAdmin = async (db: Executor, fellowshipId: string) =>
  (await listCaseRows(db, fellowshipId, { savedOnly: true })).map((row) =>
    toCase(row, adminUploadUrlOf),
  );

/** The member's approved fellowship whose case panel is open, or why cases cannot change. */
const openPanelFellowship = async (db: Executor, memberId: string, now: Date) => {
  const fellowship = await currentFellowshipOf(db, memberId);
  if (!fellowship) throw notFound(fellowshipMessages.notFound);
  if (fellowship.status !== 'approved' || !fellowship.approvedAt) {
    throw forbidden(caseMessages.notApproved);
  }
  if (!isCasePanelOpen(fellowship.approvedAt, now)) throw forbidden(caseMessages.panelClosedNote);
  return fellowship;
};

export const addCase = async (
  db: Database,
  actor: Actor,
  { category }: AddCase,
  now = new Date(),
) => {
  const fellowship = await openPanelFellowship(db, actor.id, now);
  const row = await auditedChange(db, actor, async (tx) => {
    const created = await insertCase(tx, {
      fellowshipId: fellowship.id,
      memberId: actor.id,
      category,
    });
    return {
      action: 'case.added',
      entity: { type: 'case', id: created.id },
      after: created,
      result: created,
    };
  });
  return { message: caseMessages.added, case: ownCase(row) };
};

/**
 * Changes one of the member's own cases while the panel is open and the case is not locked:
 * the case row is locked for the transaction, so two changes cannot cross.
 */
const changeOwnCase = async (
  db: Database,
  actor: Actor,
  id: string,
  now: Date,
  change: (tx: Executor, before: CaseRow) => Promise<{ action: string; after: CaseRow }>,
) => {
  const fellowship = await openPanelFellowship(db, actor.id, now);
  return auditedChange(db, actor, async (tx) => {
    const before = await findOwnCaseForUpdate(tx, id, actor.id);
    if (!before || before.fellowshipId !== fellowship.id) throw notFound(caseMessages.notFound);
    if (before.lockedAt) throw conflict(caseMessages.isLocked);
    const { action, after } = await change(tx, before);
    return {
      action: `case.${action}`,
      entity: { type: 'case', id },
      before,
      after,
      result: after,
    };
  });
};

/** A new case takes its three presentations, each the member's own upload, claimed once. */
export const saveCase = async (
  db: Database,
  actor: Actor,
  id: string,
  keys: SaveCase,
  now = new Date(),
) => {
  const after = await changeOwnCase(db, actor, id, now, async (tx, before) => {
    if (before.savedAt) throw conflict(caseMessages.alreadySaved);
    const files = {} as Record<CaseFileSlot, StoredCaseFile>;
    for (const [field, slot] of Object.entries(caseFileKeyFields)) {
      files[slot] = await claimMemberUpload(
        tx,
        keys[field as keyof typeof caseFileKeyFields],
        'case_file',
        actor.id,
        field,
      );
    }
    return { action: 'saved', after: await updateCase(tx, id, { files, savedAt: new Date() }) };
  });
  return { message: caseMessages.saved, case: ownCase(after) };
};

/** Soft delete: a locked case cannot go; the files stay with the row. */
export const deleteCase = async (db: Database, actor: Actor, id: string, now = new Date()) => {
  await changeOwnCase(db, actor, id, now, async (tx) => ({
    action: 'deleted',
    after: await updateCase(tx, id, { deletedAt: new Date() }),
  }));
  return { message: caseMessages.removed };
};

/** Submits a saved case for review; it cannot change afterwards. */
export const lockCase = async (db: Database, actor: Actor, id: string, now = new Date()) => {
  const after = await changeOwnCase(db, actor, id, now, async (tx, before) => {
    if (!before.savedAt) throw conflict(caseMessages.notSaved);
    return { action: 'locked', after: await updateCase(tx, id, { lockedAt: new Date() }) };
  });
  return { message: caseMessages.locked, case: ownCase(after) };
};
