import { describe, expect, it } from 'vitest';
import { membershipNumberMessages } from './membership-number';
import {
  blankCoInvestigator,
  completedSections,
  flatResearchGrant,
  researchGrantCsvColumns,
  researchGrantDetailsSchema,
  researchGrantMessages as m,
  roadmapDepartmentInputSchema,
  roadmapMessages,
  roadmapReviewSchema,
  roadmapStageOf,
  roadmapUploadSchema,
  uploadablePartAt,
  type AdminResearchGrant,
} from './research-grants';
import { firstErrorFor } from './test-helpers';

const principal = {
  name: 'Dr. Meera Iyer',
  permanentAddress: '14 Lake View Road, Chennai',
  age: '42',
  gender: 'Female',
  position: 'Professor',
  officialAddress: 'Saveetha Dental College, Chennai',
  affiliation: 'Saveetha University',
  emailId: 'meera.iyer@saveetha.ac.in',
  phoneNumber: '9840012345',
};

export const grantApplication = {
  selectedGrant: 'osi-research-grant',
  membershipId: 'OSI-2025-00042',
  specialization: 'Prosthodontics',
  address: '14 Lake View Road, Chennai',
  academicQualification: 'MDS Prosthodontics',
  applicationDetails: 'A two-year prospective study.',
  projectTitle: 'Early loading of short implants in the posterior mandible',
  principalInvestigator: principal,
  coPrincipalInvestigators: [
    {
      ...principal,
      name: 'Dr. Arjun Nair',
      emailId: 'arjun@clinic.org',
      phoneNumber: '9840054321',
    },
    blankCoInvestigator,
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
    statisticalMethod: '',
    methodology: 'Forty patients, two arms.',
  },
  projectSchedule: { startDate: '2026-01-01', completionDate: '2027-06-30' },
  grantDetails: {
    totalBudget: '250000',
    initialBudget: '100000',
    clinicalImplication: '',
    communityAwareness: '',
  },
  signatures: { name: 'Meera Iyer', date: '2025-11-20', signatureFile: 'key-signature' },
  documentation: {
    letterOfMotivation: 'key-1',
    detailedBudget: 'key-2',
    shortCurriculumVitae: 'key-3',
    academicDegreeCertificate: 'key-4',
  },
};

const withField = (path: string, value: unknown) => {
  const copy = structuredClone(grantApplication) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
};

describe('research grant form', () => {
  it('accepts a complete application and drops blank co-investigator rows', () => {
    const parsed = researchGrantDetailsSchema.parse(grantApplication);
    expect(parsed.coPrincipalInvestigators.map((row) => row.name)).toEqual(['Dr. Arjun Nair']);
    expect(completedSections(grantApplication)).toHaveLength(10);
  });

  it.each([
    ['selectedGrant', undefined, m.chooseGrant],
    ['selectedGrant', 'free-money', m.chooseGrant],
    ['membershipId', '', 'Membership Number is required'],
    ['membershipId', 'OSI 42!', membershipNumberMessages.invalid],
    ['specialization', '', 'Specialization is required.'],
    ['specialization', 'Perio 2', 'Specialization should not contain numbers.'],
    ['address', ' ', 'Address is required.'],
    ['academicQualification', '', 'Academic Qualification is required.'],
    ['academicQualification', 'MDS 2', 'Academic Qualification should not contain numbers.'],
    ['principalInvestigator.name', '', 'Name is required.'],
    ['principalInvestigator.name', 'Meera 2', 'Name should not contain numbers.'],
    ['principalInvestigator.position', 'Grade 3', 'Position should not contain numbers.'],
    ['principalInvestigator.permanentAddress', '', 'Permanent Address is required.'],
    ['principalInvestigator.age', '', 'Age is required.'],
    ['principalInvestigator.age', 'forty', m.age],
    ['principalInvestigator.age', '7', m.ageRange],
    ['principalInvestigator.gender', '', 'Gender is required.'],
    ['principalInvestigator.phoneNumber', '', 'Phone Number is required.'],
    ['principalInvestigator.phoneNumber', '98400', m.phone],
    ['principalInvestigator.emailId', '', 'Email is required.'],
    ['principalInvestigator.emailId', 'meera@', m.email],
    ['coPrincipalInvestigators.0.phoneNumber', '12345', m.phone],
    ['coPrincipalInvestigators.0.age', 'x', m.age],
    ['coPrincipalInvestigators.0.emailId', 'arjun@@x', m.email],
    ['coPrincipalInvestigators.0.name', '', 'Name is required.'],
    ['typesOfProject.clinicalStudyEthicsNumber', '', m.ethicsRequired],
    ['projectDetails.aim', '', 'Aim is required.'],
    ['projectSchedule.completionDate', '2025-12-31', m.completionBeforeStart],
    ['grantDetails.totalBudget', '2.5 lakh', m.wholeRupees],
    ['grantDetails.initialBudget', '300000', m.initialOverTotal],
    ['signatures.signatureFile', '', 'Please upload the signature.'],
    ['documentation.detailedBudget', '', 'Please upload the Detailed Budget.'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(firstErrorFor(researchGrantDetailsSchema, withField(field, value), field)).toBe(message);
  });

  it('takes e-mail addresses of any domain (decision 030)', () => {
    for (const email of ['a.rao@clinic.in', 'dean@dental.ac.in', 'x@society.org', 'y@mail.com']) {
      const input = withField('principalInvestigator.emailId', email);
      expect(
        firstErrorFor(researchGrantDetailsSchema, input, 'principalInvestigator.emailId'),
      ).toBe(undefined);
    }
  });

  it('takes at most five co-investigators', () => {
    const six = Array.from({ length: 6 }, () => grantApplication.coPrincipalInvestigators[0]);
    expect(
      researchGrantDetailsSchema.safeParse({ ...grantApplication, coPrincipalInvestigators: six })
        .success,
    ).toBe(false);
  });

  it('marks the sections that still have problems as not complete', () => {
    const done = completedSections(withField('projectDetails.aim', ''));
    expect(done).not.toContain('project-details');
    expect(done).toContain('principal');
  });
});

const months = (from: number) =>
  [from, from + 1, from + 2].map((month) => ({
    month,
    roadmapFile: `r${month}`,
    budgetFile: `b${month}`,
  }));

describe('roadmaps', () => {
  it('asks for both files of every month with the spec messages', () => {
    const input = { part: 1, months: months(1) };
    input.months[1]!.roadmapFile = '';
    input.months[2]!.budgetFile = '';
    expect(firstErrorFor(roadmapUploadSchema, input, 'months.1.roadmapFile')).toBe(
      roadmapMessages.roadmapRequired,
    );
    expect(firstErrorFor(roadmapUploadSchema, input, 'months.2.budgetFile')).toBe(
      roadmapMessages.budgetRequired,
    );
  });

  it('takes exactly the months of the part', () => {
    expect(roadmapUploadSchema.safeParse({ part: 1, months: months(1) }).success).toBe(true);
    expect(roadmapUploadSchema.safeParse({ part: 2, months: months(4) }).success).toBe(true);
    expect(roadmapUploadSchema.safeParse({ part: 2, months: months(1) }).success).toBe(false);
    expect(roadmapUploadSchema.safeParse({ part: 3, months: months(1) }).success).toBe(false);
  });

  it('follows the spec flow: months 1-3, review, then 4-6, review, all approved', () => {
    expect(roadmapStageOf(false, [])).toBe('closed');
    expect(roadmapStageOf(true, [])).toBe('part-one-open');
    const one = { part: 1 as const, status: 'pending' as const };
    expect(roadmapStageOf(true, [one])).toBe('part-one-review');
    expect(roadmapStageOf(true, [{ ...one, status: 'rejected' }])).toBe('part-one-rejected');
    const approvedOne = { ...one, status: 'approved' as const };
    expect(roadmapStageOf(true, [approvedOne])).toBe('part-two-open');
    const two = { part: 2 as const, status: 'pending' as const };
    expect(roadmapStageOf(true, [approvedOne, two])).toBe('part-two-review');
    expect(roadmapStageOf(true, [approvedOne, { ...two, status: 'rejected' }])).toBe(
      'part-two-rejected',
    );
    expect(roadmapStageOf(true, [approvedOne, { ...two, status: 'approved' }])).toBe(
      'all-approved',
    );
    expect(uploadablePartAt('part-one-rejected')).toBe(1);
    expect(uploadablePartAt('part-two-open')).toBe(2);
    expect(uploadablePartAt('part-one-review')).toBeUndefined();
    expect(uploadablePartAt('closed')).toBeUndefined();
  });

  it('wants a reason to approve or reject a part', () => {
    expect(firstErrorFor(roadmapReviewSchema, { part: 1, status: 'approved' }, 'reason')).toBe(
      roadmapMessages.reasonRequired,
    );
    expect(
      firstErrorFor(roadmapReviewSchema, { part: 1, status: 'rejected', reason: ' ' }, 'reason'),
    ).toBe(roadmapMessages.reasonRequired);
    expect(roadmapReviewSchema.safeParse({ part: 2, status: 'pending' }).success).toBe(true);
    expect(roadmapMessages.updated('approved')).toBe(
      'Roadmap updated to approved state successfully',
    );
  });

  it('checks departments and their reviewers', () => {
    expect(
      firstErrorFor(roadmapDepartmentInputSchema, { name: '', reviewers: ['A'] }, 'name'),
    ).toBe('Department name is required');
    expect(
      firstErrorFor(roadmapDepartmentInputSchema, { name: 'Ethics', reviewers: [] }, 'reviewers'),
    ).toBe('Please name at least one reviewer');
    expect(
      roadmapDepartmentInputSchema.safeParse({ name: 'Ethics', reviewers: ['A', 'A'] }).success,
    ).toBe(false);
  });
});

describe('CSV', () => {
  it('spreads a grant over the declared columns', () => {
    const investigator = { ...principal };
    const grant = {
      id: 'g',
      emailId: 'meera@x.in',
      phoneNumber: '9840012345',
      memberName: 'Meera Iyer',
      status: 'pending',
      comments: '',
      isGranted: false,
      selectedGrants: ['OSI Research Grant'],
      yearType: '2025–26',
      dateReceived: '2025-11-20',
      dateApproved: null,
      createdAt: '2025-11-20T10:00:00.000Z',
      deletedAt: null,
      membershipId: 'OSI-1',
      specialization: 'Prosthodontics',
      address: 'Chennai',
      academicQualification: 'MDS',
      applicationDetails: '',
      projectTitle: 'T',
      principalInvestigator: investigator,
      coPrincipalInvestigators: [{ ...investigator, name: 'Arjun', emailId: 'a@x.org' }],
      typesOfProject: grantApplication.typesOfProject,
      projectDetails: grantApplication.projectDetails,
      projectSchedule: grantApplication.projectSchedule,
      grantDetails: grantApplication.grantDetails,
      signatures: {
        name: 'Meera',
        date: '2025-11-20',
        signatureFile: { name: 's.png', url: '/s' },
      },
      documentation: Object.fromEntries(
        [
          'letterOfMotivation',
          'detailedBudget',
          'shortCurriculumVitae',
          'academicDegreeCertificate',
        ].map((key) => [key, { name: `${key}.pdf`, url: `/${key}` }]),
      ),
      photoUrl: null,
    } as AdminResearchGrant;
    const flat = flatResearchGrant(grant);
    for (const column of researchGrantCsvColumns) expect(flat, column).toHaveProperty([column]);
    expect(flat.coPrincipalInvestigators).toBe('Arjun <a@x.org>');
    expect(flat['documentation.detailedBudget.name']).toBe('detailedBudget.pdf');
  });
});
