import { grantDocuments } from '@osi/shared';
import { fellowshipMember, inject, type FellowshipMember } from './fellowship';
import { multipart, pngBytes } from './membership';
import type { TestApp } from './test-app';
import { minimalPdf, minimalPptx } from './zip';

export const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Uploads a member document and answers its key. */
export const uploadKey = async (
  app: TestApp,
  member: FellowshipMember,
  purpose: string,
  file: { bytes: Buffer; name: string; type: string },
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/uploads',
    headers: { cookie: member.cookie },
    payload: multipart({ purpose }, file),
    // Each from its own address: the upload limit counts per address, these tests upload a lot.
    remoteAddress: `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`upload refused: ${response.body}`);
  }
  return response.json().key as string;
};

const investigator = {
  name: 'Meera Iyer',
  permanentAddress: '14 Lake View Road, Chennai',
  age: '42',
  gender: 'Female',
  position: 'Professor',
  officialAddress: 'Saveetha Dental College, Chennai',
  affiliation: 'Saveetha University',
  emailId: 'meera.iyer@saveetha.ac.in',
  phoneNumber: '9840012345',
};

/** A whole application as the form sends it, its documents freshly uploaded by `member`. */
export const grantApplicationOf = async (
  app: TestApp,
  member: FellowshipMember,
  overrides: Record<string, unknown> = {},
) => {
  const documentation: Record<string, string> = {};
  for (const document of grantDocuments) {
    documentation[document] = await uploadKey(app, member, 'grant_document', {
      bytes: minimalPdf(),
      name: `${document}.pdf`,
      type: 'application/pdf',
    });
  }
  const signatureFile = await uploadKey(app, member, 'signature', {
    bytes: await pngBytes(),
    name: 'signature.png',
    type: 'image/png',
  });
  return {
    selectedGrant: 'young-research-grant',
    membershipId: member.membershipId,
    specialization: 'Prosthodontics',
    address: '14 Lake View Road, Chennai',
    academicQualification: 'MDS Prosthodontics',
    applicationDetails: 'A prospective study over two years.',
    projectTitle: 'Early loading of short implants',
    principalInvestigator: investigator,
    coPrincipalInvestigators: [
      {
        ...investigator,
        name: 'Arjun Nair',
        emailId: 'arjun@clinic.org',
        phoneNumber: '9840054321',
      },
      {
        ...investigator,
        name: 'Kavya Menon',
        emailId: 'kavya@dental.in',
        phoneNumber: '9840011111',
      },
    ],
    typesOfProject: {
      basicResearch: false,
      animalStudy: false,
      clinicalTrial: true,
      thesis: false,
      animalStudyAuthNumber: '',
      clinicalStudyEthicsNumber: 'IEC/2025/117',
    },
    projectDetails: {
      aim: 'To compare early and delayed loading.',
      objective: 'Marginal bone loss at 12 months.',
      design: 'Randomised controlled trial',
      hypothesis: '',
      statisticalMethod: 't-test',
      methodology: 'Forty patients in two arms.',
    },
    projectSchedule: { startDate: '2026-01-01', completionDate: '2027-06-30' },
    grantDetails: {
      totalBudget: '250000',
      initialBudget: '100000',
      clinicalImplication: '',
      communityAwareness: '',
    },
    signatures: { name: 'Meera Iyer', date: '2025-11-20', signatureFile },
    documentation,
    ...overrides,
  };
};

export const applyForGrant = async (app: TestApp, member: FellowshipMember) => {
  const response = await inject(
    app,
    'POST',
    '/api/me/research-grant',
    member.cookie,
    await grantApplicationOf(app, member),
  );
  if (response.statusCode !== 201) throw new Error(`application refused: ${response.body}`);
  return response.json().id as string;
};

/** An approved member whose application was approved and (unless told) granted access. */
export const grantedApplicant = async (app: TestApp, adminCookie: string, granted = true) => {
  const member = await fellowshipMember(app);
  const grantId = await applyForGrant(app, member);
  await inject(app, 'PATCH', `/api/admin/research-grants/${grantId}/status`, adminCookie, {
    status: 'approved',
    comments: 'Well designed.',
  });
  if (granted) {
    await inject(app, 'PUT', `/api/admin/research-grants/${grantId}/access`, adminCookie, {
      isGranted: true,
    });
  }
  return { member, grantId };
};

/** A part's three months of files, uploaded by `member`; `bytes` replaces every file's bytes. */
export const roadmapPartOf = async (
  app: TestApp,
  member: FellowshipMember,
  part: 1 | 2,
  bytes: () => Buffer = minimalPptx,
) => ({
  part,
  months: await Promise.all(
    (part === 1 ? [1, 2, 3] : [4, 5, 6]).map(async (month) => ({
      month,
      roadmapFile: await uploadKey(app, member, 'roadmap_file', {
        bytes: bytes(),
        name: `Roadmap month ${month}.pptx`,
        type: pptxType,
      }),
      budgetFile: await uploadKey(app, member, 'budget_file', {
        bytes: bytes(),
        name: `Budget month ${month}.pptx`,
        type: pptxType,
      }),
    })),
  ),
});

export const submitPart = async (app: TestApp, member: FellowshipMember, part: 1 | 2) =>
  inject(
    app,
    'POST',
    '/api/me/research-grant/roadmaps',
    member.cookie,
    await roadmapPartOf(app, member, part),
  );
