import { z } from 'zod';
import { okResponseSchema } from './api';
import { emailShape, noDigits, optionalText, requiredText, tenDigits } from './fields';
import { membershipNumberCheckSchema } from './membership-number';
import { applicationStatuses, keysOf } from './options';

/** The grants a member may apply for: exactly one per application. */
export const researchGrantLabels = {
  'osi-research-grant': 'OSI Research Grant',
  'young-research-grant': 'Young Research Grant',
  'young-research-scholarship': 'Young Research Scholarship',
} as const;
export const researchGrantChoices = keysOf(researchGrantLabels);
export type ResearchGrantChoice = (typeof researchGrantChoices)[number];

export const investigatorGenders = ['Male', 'Female'] as const;
export const maxCoInvestigators = 5;

export const researchGrantMessages = {
  chooseGrant: 'Please select at least one grant.',
  email: 'Enter a valid email address.',
  phone: 'Phone number must be 10 digits',
  age: 'Age must be a number.',
  ageRange: 'Please enter an age between 18 and 120.',
  footer: 'Kindly read the guidelines carefully before applying',
  received:
    'Thank you! Your research grant application has been received and is under review by the committee.',
  failed: 'An unexpected error occurred. Please try again.',
  notApproved:
    'Only approved members may apply for a research grant. Your membership must be approved first.',
  alreadyApplied:
    'You have already applied for a research grant. Follow your application on your dashboard.',
  notFound: 'researchGrant not found',
  adminNotFound: 'Research Grant not found. Please check the provided ID.',
  noDownloads: 'No application data found to download.',
  deleteQuestion: 'Are you sure you want to delete this Grant Applications?',
  accessFailed: 'Failed to update status. Please try again.',
  accessGranted: 'Access Granted',
  accessNotGranted: 'Access Not Granted',
  noCoInvestigators: 'No Co-Principal Investigators listed.',
  animalAuthRequired: 'Please give the animal study authorisation number.',
  ethicsRequired: 'Please give the clinical study ethics committee number.',
  completionBeforeStart: 'The completion date must be after the start date.',
  initialOverTotal: 'The initial budget cannot be more than the total budget.',
  wholeRupees: 'Please enter a whole number of rupees.',
  documentRequired: (label: string) => `Please upload the ${label}.`,
} as const;

const required = (label: string) => `${label} is required.`;
const noDigitsMessage = (label: string) => `${label} should not contain numbers.`;
const withoutDigits = (label: string, max = 120) =>
  requiredText(required(label), max).regex(noDigits, noDigitsMessage(label)).meta({ label });
const optionalWithoutDigits = (label: string, max = 120) =>
  optionalText(max)
    .pipe(z.string().regex(noDigits, noDigitsMessage(label)))
    .meta({ label });

/** Any well-formed address, of any domain (decision 030). */
const emailField = (label: string, isRequired: boolean) =>
  (isRequired ? requiredText(required(label), 254) : optionalText(254))
    .refine((value) => value === '' || emailShape.test(value), researchGrantMessages.email)
    .meta({ label });
const phoneField = (label: string, isRequired: boolean) =>
  (isRequired ? requiredText(required(label), 20) : optionalText(20))
    .refine((value) => value === '' || tenDigits.test(value), researchGrantMessages.phone)
    .meta({ label });
/** Typed as text (a form's input), checked as a whole number of years. */
const ageField = (isRequired: boolean) =>
  (isRequired ? requiredText(required('Age'), 10) : optionalText(10))
    .refine((value) => value === '' || /^\d+$/.test(value), {
      message: researchGrantMessages.age,
      abort: true,
    })
    .refine(
      (value) => value === '' || (Number(value) >= 18 && Number(value) <= 120),
      researchGrantMessages.ageRange,
    )
    .meta({ label: 'Age' });

/** An investigator's fields; the principal's required ones are optional for co-investigators. */
const investigatorShape = (isPrincipal: boolean) => ({
  name: isPrincipal ? withoutDigits('Name') : optionalWithoutDigits('Name'),
  permanentAddress: (isPrincipal
    ? requiredText(required('Permanent Address'), 300)
    : optionalText(300)
  ).meta({ label: 'Permanent Address' }),
  age: ageField(isPrincipal),
  position: optionalWithoutDigits('Position'),
  officialAddress: optionalText(300).meta({ label: 'Official Address' }),
  affiliation: optionalText(200).meta({ label: 'Affiliation' }),
  emailId: emailField('Email', isPrincipal),
  phoneNumber: phoneField('Phone Number', isPrincipal),
});

export const principalInvestigatorSchema = z.object({
  ...investigatorShape(true),
  gender: z.enum(investigatorGenders, { error: required('Gender') }).meta({ label: 'Gender' }),
});
export type PrincipalInvestigator = z.output<typeof principalInvestigatorSchema>;

/** A co-investigator row: blank rows are dropped; a row that is filled in needs a name. */
export const coInvestigatorSchema = z.object({
  ...investigatorShape(false),
  gender: z.enum([...investigatorGenders, '']).default(''),
});
export type CoInvestigator = z.output<typeof coInvestigatorSchema>;
/** An investigator as stored: every field as text. */
export const investigatorViewSchema = z.object({
  name: z.string(),
  permanentAddress: z.string(),
  age: z.string(),
  gender: z.string(),
  position: z.string(),
  officialAddress: z.string(),
  affiliation: z.string(),
  emailId: z.string(),
  phoneNumber: z.string(),
});
export type InvestigatorView = z.infer<typeof investigatorViewSchema>;
const investigatorFields = Object.keys(investigatorViewSchema.shape);

/** A co-investigator row as the form adds it: every field empty. */
export const blankCoInvestigator = Object.fromEntries(
  investigatorFields.map((field) => [field, '']),
) as Record<keyof InvestigatorView, ''>;

const isBlankRow = (row: CoInvestigator) => Object.values(row).every((value) => value === '');

const coInvestigatorsSchema = z
  .array(coInvestigatorSchema)
  .max(maxCoInvestigators, `Up to ${maxCoInvestigators} co-principal investigators`)
  .superRefine((rows, context) => {
    rows.forEach((row, index) => {
      if (!isBlankRow(row) && row.name === '') {
        context.addIssue({ code: 'custom', path: [index, 'name'], message: required('Name') });
      }
    });
  })
  .transform((rows) => rows.filter((row) => !isBlankRow(row)));

export const typesOfProjectSchema = z
  .object({
    basicResearch: z.boolean().default(false),
    animalStudy: z.boolean().default(false),
    clinicalTrial: z.boolean().default(false),
    thesis: z.boolean().default(false),
    animalStudyAuthNumber: optionalText(100).meta({
      label: 'Animal study authorisation number',
    }),
    clinicalStudyEthicsNumber: optionalText(100).meta({
      label: 'Clinical study ethics committee number',
    }),
  })
  .superRefine((types, context) => {
    if (types.animalStudy && types.animalStudyAuthNumber === '') {
      context.addIssue({
        code: 'custom',
        path: ['animalStudyAuthNumber'],
        message: researchGrantMessages.animalAuthRequired,
      });
    }
    if (types.clinicalTrial && types.clinicalStudyEthicsNumber === '') {
      context.addIssue({
        code: 'custom',
        path: ['clinicalStudyEthicsNumber'],
        message: researchGrantMessages.ethicsRequired,
      });
    }
  });

const longText = (label: string, isRequired: boolean) =>
  (isRequired ? requiredText(required(label), 5000) : optionalText(5000)).meta({ label });

export const projectDetailsSchema = z.object({
  aim: longText('Aim', true),
  objective: longText('Objective', true),
  design: longText('Study Design', false),
  hypothesis: longText('Hypothesis', false),
  statisticalMethod: longText('Statistical Method', false),
  methodology: longText('Methodology', true),
});

const isoDate = (label: string) =>
  requiredText(required(label), 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date as YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: 'Please enter the date as YYYY-MM-DD',
    })
    .meta({ label });

export const projectScheduleSchema = z
  .object({ startDate: isoDate('Start Date'), completionDate: isoDate('Completion Date') })
  .refine((schedule) => schedule.completionDate > schedule.startDate, {
    path: ['completionDate'],
    message: researchGrantMessages.completionBeforeStart,
  });

/** Rupees typed into a text box: digits only, as a whole number. */
const rupees = (label: string, isRequired: boolean) =>
  (isRequired ? requiredText(required(label), 12) : optionalText(12))
    .refine((value) => value === '' || /^\d{1,10}$/.test(value), researchGrantMessages.wholeRupees)
    .meta({ label });

export const grantDetailsSchema = z
  .object({
    totalBudget: rupees('Total Budget (₹)', true),
    initialBudget: rupees('Initial Budget (₹)', false),
    clinicalImplication: longText('Clinical Implication', false),
    communityAwareness: longText('Community Awareness', false),
  })
  .refine(
    (details) =>
      details.initialBudget === '' || Number(details.initialBudget) <= Number(details.totalBudget),
    { path: ['initialBudget'], message: researchGrantMessages.initialOverTotal },
  );

const uploadKey = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(80, message);

export const grantDocumentLabels = {
  letterOfMotivation: 'Letter of Motivation',
  detailedBudget: 'Detailed Budget',
  shortCurriculumVitae: 'Short Curriculum Vitae',
  academicDegreeCertificate: 'Academic Degree Certificate',
} as const;
export type GrantDocument = keyof typeof grantDocumentLabels;
export const grantDocuments = Object.keys(grantDocumentLabels) as GrantDocument[];

const documentKey = (document: GrantDocument) =>
  uploadKey(researchGrantMessages.documentRequired(grantDocumentLabels[document])).meta({
    label: grantDocumentLabels[document],
  });

export const documentationSchema = z.object({
  letterOfMotivation: documentKey('letterOfMotivation'),
  detailedBudget: documentKey('detailedBudget'),
  shortCurriculumVitae: documentKey('shortCurriculumVitae'),
  academicDegreeCertificate: documentKey('academicDegreeCertificate'),
});

export const signaturesSchema = z.object({
  name: withoutDigits('Name'),
  date: isoDate('Date'),
  signatureFile: uploadKey(researchGrantMessages.documentRequired('signature')).meta({
    label: 'Signature',
  }),
});

/** What the applicant types: everything but the e-mail and phone, which come from their record. */
export const researchGrantDetailsSchema = z.object({
  selectedGrant: z
    .enum(researchGrantChoices, { error: researchGrantMessages.chooseGrant })
    .meta({ label: 'Grant' }),
  membershipId: membershipNumberCheckSchema.shape.membershipNumber.meta({
    label: 'Membership Number',
  }),
  specialization: withoutDigits('Specialization'),
  address: requiredText(required('Address'), 300).meta({ label: 'Address' }),
  academicQualification: withoutDigits('Academic Qualification', 200),
  applicationDetails: optionalText(2000).meta({ label: 'Application Details' }),
  projectTitle: optionalText(300).meta({ label: 'Project Title' }),
  principalInvestigator: principalInvestigatorSchema,
  coPrincipalInvestigators: coInvestigatorsSchema,
  typesOfProject: typesOfProjectSchema,
  projectDetails: projectDetailsSchema,
  projectSchedule: projectScheduleSchema,
  grantDetails: grantDetailsSchema,
  signatures: signaturesSchema,
  documentation: documentationSchema,
});
export type ResearchGrantApplicationInput = z.input<typeof researchGrantDetailsSchema>;

/** The details the back office shows as they were typed: all but the grant, signatures and files. */
export const researchGrantFieldsAsTyped = (
  Object.keys(researchGrantDetailsSchema.shape) as (keyof typeof researchGrantDetailsSchema.shape)[]
).filter(
  (field): field is Exclude<typeof field, 'selectedGrant' | 'signatures' | 'documentation'> =>
    !['selectedGrant', 'signatures', 'documentation'].includes(field),
);
export type ResearchGrantDetails = z.output<typeof researchGrantDetailsSchema>;

/** The form on /research-grant-application: the details, and the member's own e-mail and phone. */
export const researchGrantFormSchema = researchGrantDetailsSchema.extend({
  emailId: z.string().meta({ label: 'Email' }),
  phoneNumber: z.string().meta({ label: 'Phone' }),
});
export type ResearchGrantFormInput = z.input<typeof researchGrantFormSchema>;

/** The form's OSI Member Details, in order: one field each, as text. */
const memberDetailsFields = [
  'membershipId',
  'specialization',
  'address',
  'academicQualification',
  'applicationDetails',
  'projectTitle',
] as const;

/** The form's sections, in order, with the fields each holds (for the progress and the draft). */
export const researchGrantSections = [
  { id: 'grant', title: 'Grant', fields: ['selectedGrant'] },
  {
    id: 'member',
    title: 'OSI Member Details',
    fields: memberDetailsFields,
  },
  { id: 'principal', title: 'Principal Investigator', fields: ['principalInvestigator'] },
  {
    id: 'co-investigators',
    title: 'Co-Principal Investigators',
    fields: ['coPrincipalInvestigators'],
  },
  { id: 'project-type', title: 'Type of Project', fields: ['typesOfProject'] },
  { id: 'project-details', title: 'Project Details', fields: ['projectDetails'] },
  { id: 'schedule', title: 'Project Schedule', fields: ['projectSchedule'] },
  { id: 'grant-details', title: 'Grant Details', fields: ['grantDetails'] },
  { id: 'signatures', title: 'Signatures', fields: ['signatures'] },
  { id: 'documentation', title: 'Documentation', fields: ['documentation'] },
] as const;

/** Which sections have no problem left, judged by the same schema the server checks with. */
export const completedSections = (values: unknown) => {
  const result = researchGrantDetailsSchema.safeParse(values);
  const troubled = new Set(
    result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])),
  );
  return researchGrantSections
    .filter((section) => section.fields.every((field) => !troubled.has(field)))
    .map((section) => section.id);
};

export const researchGrantAppliedSchema = okResponseSchema.extend({ id: z.uuid() });

// ——— Roadmaps ———

export const roadmapParts = [1, 2] as const;
export type RoadmapPart = (typeof roadmapParts)[number];
/** Part one covers months 1 to 3, part two months 4 to 6. */
export const roadmapMonthsOf = { 1: [1, 2, 3], 2: [4, 5, 6] } as const satisfies Record<
  RoadmapPart,
  readonly number[]
>;
export const partOfMonth = (month: number): RoadmapPart => (month <= 3 ? 1 : 2);

export const roadmapReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type RoadmapReviewStatus = (typeof roadmapReviewStatuses)[number];

export const roadmapMessages = {
  roadmapRequired: 'Upload roadmap file is mandatory.',
  budgetRequired: 'Upload budget estimate file is mandatory.',
  uploaded: 'Roadmaps uploaded successfully!',
  uploadFailed: 'Failed to upload roadmaps. Please try again.',
  partOneUnderReview:
    'Your roadmaps for months 1 to 3 have been submitted and are under review by the committee.',
  partTwoUnderReview:
    'Your roadmaps for months 4 to 6 have been submitted and are under evaluation.',
  allApproved: 'All your roadmaps for months 1 to 6 have been approved.',
  partOneRejected: 'Your roadmaps for months 1 to 3 were rejected. Please upload them again.',
  partTwoRejected: 'Your roadmaps for months 4 to 6 were rejected. Please upload them again.',
  notGranted:
    'Roadmaps can be uploaded once your research grant has been approved and access has been granted.',
  partOneFirst:
    'Months 4 to 6 open once the committee has approved your roadmaps for months 1 to 3.',
  alreadySubmitted: 'These roadmaps have been submitted already and are under review.',
  alreadyApproved: 'These roadmaps have been approved already.',
  wrongMonths: 'Please send the roadmaps of the months of this part.',
  noRoadmaps: 'No roadmaps found for this email.',
  updated: (status: RoadmapReviewStatus) => `Roadmap updated to ${status} state successfully`,
  updateFailed: 'Error updating roadmap status.',
  approvalFailed: 'Error updating approval status.',
  reasonRequired: 'Please give the reason for this decision.',
  nothingToReview: 'Nothing has been uploaded for this part yet.',
  departmentsFirst: 'Every department must approve this part before it can be approved.',
  decidedAlready:
    'The committee has decided on this part already; set it back to pending to change the sign-off.',
  noSuchReviewer: 'No such reviewer in this department.',
  approvalUpdated: 'Approval updated.',
  partTwoStarted:
    'The member has uploaded months 4 to 6; the decision on months 1 to 3 can no longer change.',
} as const;

/** One month's two presentations, as upload keys. */
export const roadmapMonthUploadSchema = z.object({
  month: z.number().int().min(1).max(6),
  roadmapFile: uploadKey(roadmapMessages.roadmapRequired).meta({ label: 'Roadmap file' }),
  budgetFile: uploadKey(roadmapMessages.budgetRequired).meta({ label: 'Budget estimate file' }),
});

/** A part's upload: its three months, each with a roadmap and a budget estimate. */
export const roadmapUploadSchema = z
  .object({
    part: z.union([z.literal(1), z.literal(2)], { error: roadmapMessages.wrongMonths }),
    months: z.array(roadmapMonthUploadSchema).length(3, roadmapMessages.wrongMonths),
  })
  .refine(
    ({ part, months }) =>
      months.map((entry) => entry.month).join() === roadmapMonthsOf[part].join(),
    { path: ['months'], message: roadmapMessages.wrongMonths },
  );
export type RoadmapUploadInput = z.input<typeof roadmapUploadSchema>;
export type RoadmapUpload = z.output<typeof roadmapUploadSchema>;

export const roadmapFileSchema = z.object({ name: z.string(), url: z.string() });
export const roadmapMonthSchema = z.object({
  month: z.number().int(),
  roadmapFile: roadmapFileSchema,
  budgetEstimateFile: roadmapFileSchema,
});
export type RoadmapMonth = z.infer<typeof roadmapMonthSchema>;

export const roadmapApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type RoadmapApprovalStatus = (typeof roadmapApprovalStatuses)[number];

/** One department's reviewer and their verdict on a part. */
export const roadmapApprovalSchema = z.object({
  departmentId: z.uuid(),
  departmentName: z.string(),
  reviewer: z.string(),
  status: z.enum(roadmapApprovalStatuses),
});
export type RoadmapApproval = z.infer<typeof roadmapApprovalSchema>;

export const roadmapPartSchema = z.object({
  part: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(roadmapReviewStatuses),
  reason: z.string(),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  months: z.array(roadmapMonthSchema),
});
export type RoadmapPartView = z.infer<typeof roadmapPartSchema>;

/** Where the member's roadmaps stand, the spec's flow as one value. */
export const roadmapStages = [
  'closed',
  'part-one-open',
  'part-one-review',
  'part-one-rejected',
  'part-two-open',
  'part-two-review',
  'part-two-rejected',
  'all-approved',
] as const;
export type RoadmapStage = (typeof roadmapStages)[number];

type PartState = { part: RoadmapPart; status: RoadmapReviewStatus } | undefined;

/** The stage of a grant's roadmaps from its access and its parts: one rule for page and server. */
export const roadmapStageOf = (
  mayUpload: boolean,
  parts: readonly { part: RoadmapPart; status: RoadmapReviewStatus }[],
): RoadmapStage => {
  if (!mayUpload) return 'closed';
  const one: PartState = parts.find((entry) => entry.part === 1);
  const two: PartState = parts.find((entry) => entry.part === 2);
  if (!one) return 'part-one-open';
  if (one.status === 'pending') return 'part-one-review';
  if (one.status === 'rejected') return 'part-one-rejected';
  if (!two) return 'part-two-open';
  if (two.status === 'pending') return 'part-two-review';
  if (two.status === 'rejected') return 'part-two-rejected';
  return 'all-approved';
};

/** The part a member may upload at a stage, if any. */
export const uploadablePartAt = (stage: RoadmapStage): RoadmapPart | undefined =>
  stage === 'part-one-open' || stage === 'part-one-rejected'
    ? 1
    : stage === 'part-two-open' || stage === 'part-two-rejected'
      ? 2
      : undefined;

export const ownRoadmapSchema = z.object({
  stage: z.enum(roadmapStages),
  parts: z.array(roadmapPartSchema),
});
export type OwnRoadmap = z.infer<typeof ownRoadmapSchema>;

/** The signed-in member's own application, as the dashboard shows it. */
export const ownResearchGrantSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStatuses),
  isGranted: z.boolean(),
  comments: z.string(),
  selectedGrant: z.enum(researchGrantChoices),
  projectTitle: z.string(),
  createdAt: z.iso.datetime(),
});
export type OwnResearchGrant = z.infer<typeof ownResearchGrantSchema>;
export const ownResearchGrantAnswerSchema = z.object({
  grant: ownResearchGrantSchema.nullable(),
  roadmap: ownRoadmapSchema.nullable(),
});
export type OwnResearchGrantAnswer = z.infer<typeof ownResearchGrantAnswerSchema>;

// ——— Administrators ———

export const grantAccessSchema = z.object({ isGranted: z.boolean() });
export type GrantAccessInput = z.input<typeof grantAccessSchema>;

/** The Admin Roadmap Panel's update of one part: a reason is needed to approve or reject. */
export const roadmapReviewSchema = z
  .object({
    part: z.union([z.literal(1), z.literal(2)]),
    status: z.enum(roadmapReviewStatuses, { error: 'Please choose a status.' }),
    reason: optionalText(2000).meta({ label: 'Reason' }),
  })
  .refine((review) => review.status === 'pending' || review.reason !== '', {
    path: ['reason'],
    message: roadmapMessages.reasonRequired,
  });
export type RoadmapReviewInput = z.input<typeof roadmapReviewSchema>;
export type RoadmapReview = z.output<typeof roadmapReviewSchema>;

export const roadmapApprovalUpdateSchema = z.object({
  part: z.union([z.literal(1), z.literal(2)]),
  departmentId: z.uuid(),
  reviewer: requiredText('Please choose a reviewer.', 120),
  status: z.enum(roadmapApprovalStatuses),
});
export type RoadmapApprovalUpdateInput = z.input<typeof roadmapApprovalUpdateSchema>;
export type RoadmapApprovalUpdate = z.output<typeof roadmapApprovalUpdateSchema>;

export const roadmapApprovalsAnswerSchema = okResponseSchema.extend({
  allApproved: z.boolean(),
  approvals: z.array(roadmapApprovalSchema),
});

/** A part as the Admin Roadmap Panel sees it: its files, its review and the sign-off. */
export const adminRoadmapPartSchema = roadmapPartSchema.extend({
  approvals: z.array(roadmapApprovalSchema),
  allApproved: z.boolean(),
});
export type AdminRoadmapPart = z.infer<typeof adminRoadmapPartSchema>;

export const roadmapDepartmentMessages = {
  nameRequired: 'Department name is required',
  reviewersRequired: 'Please name at least one reviewer',
  duplicate: 'A department of this name exists already.',
  notFound: 'Department not found.',
  saved: 'Department saved.',
  deleted: 'Department removed.',
} as const;

export const roadmapDepartmentInputSchema = z.object({
  name: requiredText(roadmapDepartmentMessages.nameRequired, 120).meta({ label: 'Department' }),
  reviewers: z
    .array(
      requiredText('Please write the reviewer’s name', 120).regex(
        noDigits,
        noDigitsMessage('Reviewer'),
      ),
    )
    .min(1, roadmapDepartmentMessages.reviewersRequired)
    .max(20, 'Up to 20 reviewers')
    .refine((names) => new Set(names).size === names.length, 'Each reviewer once, please'),
});
export type RoadmapDepartmentInput = z.input<typeof roadmapDepartmentInputSchema>;
export type RoadmapDepartmentValues = z.output<typeof roadmapDepartmentInputSchema>;

/** The department form: the reviewers typed one a line, checked as the server checks the list. */
export const roadmapDepartmentFormSchema = roadmapDepartmentInputSchema.extend({
  reviewers: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(roadmapDepartmentInputSchema.shape.reviewers)
    .meta({ label: 'Reviewers' }),
});

export const roadmapDepartmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  reviewers: z.array(z.string()),
});
export type RoadmapDepartment = z.infer<typeof roadmapDepartmentSchema>;

const storedFileSchema = z.object({ name: z.string(), url: z.string() });

/** A whole application as the back office sees it, downloads included. */
export const adminResearchGrantSchema = z.object({
  id: z.uuid(),
  emailId: z.string(),
  phoneNumber: z.string(),
  status: z.enum(applicationStatuses),
  comments: z.string(),
  isGranted: z.boolean(),
  selectedGrants: z.array(z.string()),
  yearType: z.string(),
  dateReceived: z.string(),
  dateApproved: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
  membershipId: z.string(),
  specialization: z.string(),
  address: z.string(),
  academicQualification: z.string(),
  applicationDetails: z.string(),
  projectTitle: z.string(),
  principalInvestigator: investigatorViewSchema,
  coPrincipalInvestigators: z.array(investigatorViewSchema),
  typesOfProject: z.object({
    basicResearch: z.boolean(),
    animalStudy: z.boolean(),
    clinicalTrial: z.boolean(),
    thesis: z.boolean(),
    animalStudyAuthNumber: z.string(),
    clinicalStudyEthicsNumber: z.string(),
  }),
  projectDetails: z.record(z.string(), z.string()),
  projectSchedule: z.object({ startDate: z.string(), completionDate: z.string() }),
  grantDetails: z.record(z.string(), z.string()),
  signatures: z.object({ name: z.string(), date: z.string(), signatureFile: storedFileSchema }),
  documentation: z.record(z.string(), storedFileSchema),
  /** The applicant's name and photo, from their member record. */
  memberName: z.string(),
  photoUrl: z.string().nullable(),
});
export type AdminResearchGrant = z.infer<typeof adminResearchGrantSchema>;

/** An application as the back office's list shows it. */
export const adminResearchGrantListItemSchema = adminResearchGrantSchema
  .pick({
    id: true,
    emailId: true,
    phoneNumber: true,
    status: true,
    isGranted: true,
    createdAt: true,
  })
  .extend({ name: z.string() });
export type AdminResearchGrantListItem = z.infer<typeof adminResearchGrantListItemSchema>;

export const adminResearchGrantDetailsSchema = z.object({
  grant: adminResearchGrantSchema,
  roadmap: z.object({ stage: z.enum(roadmapStages), parts: z.array(adminRoadmapPartSchema) }),
});
export type AdminResearchGrantDetails = z.infer<typeof adminResearchGrantDetailsSchema>;

/** One application as one CSV row: nested records spread over columns of their own. */
export const flatResearchGrant = (grant: AdminResearchGrant) => {
  const flat: Record<string, unknown> = {};
  const walk = (prefix: string, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        walk(prefix ? `${prefix}.${key}` : key, inner);
      }
    } else if (Array.isArray(value)) {
      flat[prefix] =
        prefix === 'coPrincipalInvestigators'
          ? value.map((row: CoInvestigator) => `${row.name} <${row.emailId}>`).join('; ')
          : value.join('; ');
    } else {
      flat[prefix] = value;
    }
  };
  walk('', grant);
  return flat;
};

/** The columns of the research grant CSV downloads, in reading order. */
export const researchGrantCsvColumns = [
  'id',
  'emailId',
  'phoneNumber',
  'memberName',
  'status',
  'comments',
  'isGranted',
  'selectedGrants',
  'yearType',
  'dateReceived',
  'dateApproved',
  'createdAt',
  'deletedAt',
  ...memberDetailsFields,
  ...investigatorFields.map((field) => `principalInvestigator.${field}`),
  'coPrincipalInvestigators',
  ...Object.keys(typesOfProjectSchema.shape).map((field) => `typesOfProject.${field}`),
  ...Object.keys(projectDetailsSchema.shape).map((field) => `projectDetails.${field}`),
  'projectSchedule.startDate',
  'projectSchedule.completionDate',
  ...Object.keys(grantDetailsSchema.shape).map((field) => `grantDetails.${field}`),
  'signatures.name',
  'signatures.date',
  'signatures.signatureFile.name',
  ...grantDocuments.map((document) => `documentation.${document}.name`),
  'photoUrl',
];
