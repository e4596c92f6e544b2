import {
  grantDocuments,
  membershipNumberMessages,
  researchGrantMessages,
  type ResearchGrantDetails,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { StoredGrantFile } from '../../db/schema';
import { enqueueMail } from '../../infra/mail';
import { badRequest } from '../../lib/errors';
import { applicantWhoMayApply, takeInApplication } from '../applications/application-intake';
import { isOwnMembershipNumber, type Actor } from '../members/members.service';
import { claimMemberUpload, ownUploadUrlOf } from '../uploads/uploads.service';
import { researchGrantKind } from './research-grant-kind';
import { researchGrantReceivedMail } from './research-grant-mails';
import { societyYearOf, stageOf, toOwnResearchGrant, toRoadmapPart } from './research-grant-views';
import {
  findCurrentGrantOfMember,
  insertResearchGrant,
  listRoadmapParts,
} from './research-grants.repository';

const grantIntake = researchGrantKind.intake;

/** The dashboard's Research Grant tab: the application and where its roadmaps stand. */
export const getOwnResearchGrant = async (db: Executor, memberId: string) => {
  const grant = await findCurrentGrantOfMember(db, memberId);
  if (!grant) return { grant: null, roadmap: null };
  const parts = await listRoadmapParts(db, grant.id);
  return {
    grant: toOwnResearchGrant(grant),
    roadmap: {
      stage: stageOf(grant, parts),
      parts: parts.map((part) => toRoadmapPart(part, ownUploadUrlOf)),
    },
  };
};

/**
 * An approved member without an open application applies: the membership number must be their
 * own, the e-mail and phone are their record's, and every document is one of their uploads,
 * claimed in the same transaction as the application, its e-mail and its audit entry.
 */
export const applyForResearchGrant = async (
  db: Database,
  actor: Actor,
  details: ResearchGrantDetails,
) => {
  const member = await applicantWhoMayApply(db, actor.id, grantIntake);
  if (!(await isOwnMembershipNumber(db, actor.id, details.membershipId))) {
    throw badRequest(membershipNumberMessages.invalid, {
      membershipId: membershipNumberMessages.invalid,
    });
  }
  const now = new Date();
  return takeInApplication(db, actor, grantIntake, researchGrantMessages.received, async (tx) => {
    const documentation = {} as Record<(typeof grantDocuments)[number], StoredGrantFile>;
    for (const document of grantDocuments) {
      documentation[document] = await claimMemberUpload(
        tx,
        details.documentation[document],
        'grant_document',
        actor.id,
        `documentation.${document}`,
      );
    }
    const signatureFile = await claimMemberUpload(
      tx,
      details.signatures.signatureFile,
      'signature',
      actor.id,
      'signatures.signatureFile',
    );
    const created = await insertResearchGrant(tx, {
      ...details,
      memberId: member.id,
      emailId: member.email,
      phoneNumber: member.mobileNo,
      yearType: societyYearOf(now),
      signatures: { ...details.signatures, signatureFile },
      documentation,
    });
    await enqueueMail(tx, researchGrantReceivedMail(created));
    return created;
  });
};
