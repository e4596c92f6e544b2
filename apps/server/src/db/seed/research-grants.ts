import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  grantDocumentLabels,
  grantDocuments,
  type GrantDocument,
  type MemberUploadPurpose,
} from '@osi/shared';
import type { Storage } from '../../infra/storage';
import type { MemberRow } from '../../modules/members/members.repository';
import { societyYearOf } from '../../modules/research-grants/research-grant-views';
import { insertResearchGrant } from '../../modules/research-grants/research-grants.repository';
import { insertUpload } from '../../modules/uploads/uploads.repository';
import type { Executor } from '../client';
import type { StoredGrantFile } from '../schema';

/** A one-page PDF saying what the document stands for. */
const demoPdf = (title: string) => {
  const text = `(${title.replace(/[()\\]/g, '')}) Tj`;
  const stream = `BT /F1 18 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** The demo members who applied for a grant, and how far their review got. */
const demoGrants = [
  {
    email: 'lakshmi.narayanan@demo.osi.localhost',
    selectedGrant: 'osi-research-grant' as const,
    projectTitle: 'Immediate implants in infected extraction sockets: a 12-month cohort',
    approved: true,
    aim: 'To compare implant survival and marginal bone levels of immediate implants in infected and non-infected sockets.',
    coInvestigator: { name: 'Dr. Vivek Subramaniam', emailId: 'vivek.s@sriramachandra.edu.in' },
  },
  {
    email: 'priya.banerjee@demo.osi.localhost',
    selectedGrant: 'young-research-grant' as const,
    projectTitle: 'Short versus standard-length implants in the atrophic posterior mandible',
    approved: false,
    aim: 'To assess whether 6 mm implants match 10 mm implants placed after vertical augmentation.',
    coInvestigator: { name: 'Dr. Ritwik Sen', emailId: 'ritwik.sen@rahuldental.org' },
  },
];

/**
 * Two research grant applications of demo members, with their documents stored as files: one
 * approved with roadmap access granted, one waiting for review.
 */
export const seedDemoResearchGrants = async (
  tx: Executor,
  storage: Storage,
  demoMembers: MemberRow[],
) => {
  for (const demo of demoGrants) {
    const member = demoMembers.find((candidate) => candidate.email === demo.email);
    if (!member || member.status !== 'approved') continue;
    const file = async (
      purpose: MemberUploadPurpose,
      name: string,
      bytes: Buffer,
      [contentType, extension]: [string, string],
    ): Promise<StoredGrantFile> => {
      const key = `upl_${randomBytes(16).toString('hex')}`;
      const stored = await storage.put(`${purpose.replace('_', '-')}s/${key}.${extension}`, bytes, {
        contentType,
        visibility: 'private',
      });
      await insertUpload(tx, {
        key,
        purpose,
        storageKey: stored.key,
        originalName: name,
        visibility: 'private',
        contentType,
        size: bytes.length,
        memberId: member.id,
        claimedAt: new Date(),
      });
      return { key, name, size: bytes.length };
    };
    const documentation = {} as Record<GrantDocument, StoredGrantFile>;
    for (const document of grantDocuments) {
      const label = grantDocumentLabels[document];
      documentation[document] = await file(
        'grant_document',
        `${label}.pdf`,
        demoPdf(`${label}: ${member.firstName} ${member.lastName}`),
        ['application/pdf', 'pdf'],
      );
    }
    const signature = await sharp({
      create: { width: 240, height: 80, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const name = `${member.title} ${member.firstName} ${member.lastName}`;
    const received = new Date(Date.now() - (demo.approved ? 40 : 5) * 86_400_000);
    await insertResearchGrant(tx, {
      memberId: member.id,
      emailId: member.email,
      phoneNumber: member.mobileNo,
      status: demo.approved ? 'approved' : 'pending',
      comments: demo.approved ? 'A well-designed study with clear outcomes.' : '',
      isGranted: demo.approved,
      selectedGrant: demo.selectedGrant,
      yearType: societyYearOf(received),
      membershipId: member.membershipId ?? '',
      specialization: member.specialty,
      address: `${member.address}, ${member.city}`,
      academicQualification: `MDS ${member.specialty}`,
      applicationDetails:
        'A prospective study at the applicant’s department, with the institutional ethics committee’s clearance.',
      projectTitle: demo.projectTitle,
      principalInvestigator: {
        name,
        permanentAddress: `${member.address}, ${member.city}, ${member.state}`,
        age: '44',
        gender: member.gender === 'female' ? 'Female' : 'Male',
        position: 'Professor',
        officialAddress: member.institution,
        affiliation: member.institution,
        emailId: member.email,
        phoneNumber: member.mobileNo,
      },
      coPrincipalInvestigators: [
        {
          ...demo.coInvestigator,
          permanentAddress: member.city,
          age: '36',
          gender: 'Male',
          position: 'Associate Professor',
          officialAddress: member.institution,
          affiliation: member.institution,
          phoneNumber: '9840012345',
        },
      ],
      typesOfProject: {
        basicResearch: false,
        animalStudy: false,
        clinicalTrial: true,
        thesis: false,
        animalStudyAuthNumber: '',
        clinicalStudyEthicsNumber: `IEC/${received.getUTCFullYear()}/${member.mobileNo.slice(-3)}`,
      },
      projectDetails: {
        aim: demo.aim,
        objective:
          'Implant survival, marginal bone level change and patient-reported outcomes at 12 months.',
        design: 'Prospective controlled clinical study',
        hypothesis: 'There is no difference between the two groups at 12 months.',
        statisticalMethod: 'Mixed-effects regression; significance at 5%.',
        methodology:
          'Forty patients, randomised to two groups, reviewed at 3, 6 and 12 months with standardised radiographs.',
      },
      projectSchedule: { startDate: '2026-01-01', completionDate: '2027-03-31' },
      grantDetails: {
        totalBudget: '300000',
        initialBudget: '120000',
        clinicalImplication: 'Fewer surgical stages for patients where the evidence allows.',
        communityAwareness: 'Results shared at the society’s congress and study clubs.',
      },
      signatures: {
        name,
        date: received.toISOString().slice(0, 10),
        signatureFile: await file('signature', 'signature.png', signature, ['image/png', 'png']),
      },
      documentation,
      approvedAt: demo.approved ? new Date(received.getTime() + 20 * 86_400_000) : null,
      reviewedAt: demo.approved ? new Date(received.getTime() + 20 * 86_400_000) : null,
      createdAt: received,
    });
  }
};
