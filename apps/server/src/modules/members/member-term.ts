import { memberTermMessages, societyDay, termView, type MemberTermUpdate } from '@osi/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import { readMembershipYearSettings } from '../membership-year/membership-year-settings';
import { findMemberById, updateMember, type MemberRow } from './members.repository';
import { memberNotFound, type Actor } from './members.service';

const termOf = ({ memberSince, validUntil, lifeMember }: MemberRow) => ({
  memberSince,
  validUntil,
  lifeMember,
});

/**
 * An administrator's change of a member's term: a new last day, or life. Applicants hold no term
 * until approved; a member with none yet (approved before terms existed) starts one today.
 */
export const setMemberTerm = async (
  db: Database,
  actor: Actor,
  id: string,
  { lifeMember, validUntil }: MemberTermUpdate,
) => {
  const { graceDays } = await readMembershipYearSettings(db);
  const after = await auditedChange(db, actor, async (tx) => {
    const before = await findMemberById(tx, id);
    if (!before) throw memberNotFound();
    if (!before.isManual && before.status !== 'approved') {
      throw badRequest(memberTermMessages.applicant);
    }
    const memberSince = before.memberSince ?? societyDay();
    if (validUntil !== null && validUntil < memberSince) {
      throw badRequest(memberTermMessages.beforeMemberSince, {
        validUntil: memberTermMessages.beforeMemberSince,
      });
    }
    const changed = (await updateMember(tx, id, { memberSince, validUntil, lifeMember }))!;
    return {
      action: 'member.term-changed',
      entity: { type: 'member', id },
      before: termOf(before),
      after: termOf(changed),
      result: changed,
    };
  });
  return { message: memberTermMessages.saved, term: termView(after, societyDay(), graceDays) };
};
