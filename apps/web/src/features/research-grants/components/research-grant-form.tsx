import {
  blankCoInvestigator,
  completedSections,
  grantDocumentLabels,
  grantDocuments,
  maxCoInvestigators,
  researchGrantChoices,
  researchGrantFormSchema,
  researchGrantLabels,
  researchGrantMessages,
  type MemberProfile,
  type ResearchGrantFormInput,
  type UploadedDocument,
} from '@osi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { FieldRows } from '@/components/form/field-rows';
import {
  CheckboxInputField,
  InputField,
  RadioGroupInputField,
  TextareaInputField,
} from '@/components/form/fields';
import { FileUploadField } from '@/components/form/file-upload-field';
import { Form } from '@/components/form/form';
import { FormSection } from '@/components/form/form-section';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm, type ZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import { ownDataKey } from '@/lib/session';
import { useMembershipNumberCheck } from '@/hooks/use-membership-number-check';
import {
  MemberRecordField,
  MembershipNumberField,
} from '@/components/application/member-record-fields';
import { refusalOr } from '@/lib/form-failure';
import { acceptFor, memberFileUploader } from '@/lib/member-uploads';
import { applyForResearchGrant } from '../api/research-grant';
import {
  forgetGrantDraft,
  loadGrantDraft,
  saveGrantDraft,
  type GrantDraft,
} from '../utils/grant-draft';
import { GrantProgress, sectionAnchor } from './grant-progress';
import { InvestigatorFields } from './investigator-fields';

type GrantForm = ZodForm<typeof researchGrantFormSchema>;

const uploadDocument = memberFileUploader('grant_document');
const uploadSignature = memberFileUploader('signature');

/** A new application starts from the member's record: what it can fill in, it does. */
const startingValues = (profile: MemberProfile): ResearchGrantFormInput => {
  const name = [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ');
  return {
    selectedGrant: undefined as unknown as ResearchGrantFormInput['selectedGrant'],
    membershipId: profile.membershipId,
    specialization: profile.specialty,
    emailId: profile.email,
    phoneNumber: profile.mobileNo,
    address: profile.address,
    academicQualification: '',
    applicationDetails: '',
    projectTitle: '',
    principalInvestigator: {
      ...blankCoInvestigator,
      name,
      emailId: profile.email,
      phoneNumber: profile.mobileNo,
      gender: undefined as unknown as 'Male',
    },
    coPrincipalInvestigators: [blankCoInvestigator],
    typesOfProject: {
      basicResearch: false,
      animalStudy: false,
      clinicalTrial: false,
      thesis: false,
      animalStudyAuthNumber: '',
      clinicalStudyEthicsNumber: '',
    },
    projectDetails: {
      aim: '',
      objective: '',
      design: '',
      hypothesis: '',
      statisticalMethod: '',
      methodology: '',
    },
    projectSchedule: { startDate: '', completionDate: '' },
    grantDetails: {
      totalBudget: '',
      initialBudget: '',
      clinicalImplication: '',
      communityAwareness: '',
    },
    signatures: { name, date: new Date().toISOString().slice(0, 10), signatureFile: '' },
    documentation: {
      letterOfMotivation: '',
      detailedBudget: '',
      shortCurriculumVitae: '',
      academicDegreeCertificate: '',
    },
  };
};

/**
 * Keeps the draft as the member types (the e-mail and phone always come from their record),
 * and the names of the files uploaded so far; answers what the form starts with.
 */
const useGrantDraft = (profile: MemberProfile) => {
  const [saved] = useState(() => loadGrantDraft(profile.id));
  const files = useRef<GrantDraft['files']>(saved?.files ?? {});
  const start = {
    ...startingValues(profile),
    ...(saved?.values as Partial<ResearchGrantFormInput> | undefined),
    emailId: profile.email,
    phoneNumber: profile.mobileNo,
  };
  const memberId = profile.id;
  const keep = useCallback(
    (values: unknown) =>
      saveGrantDraft(memberId, { values: values as Record<string, unknown>, files: files.current }),
    [memberId, files],
  );
  return {
    start,
    resumed: saved !== undefined,
    /** The files uploaded before this visit, for their fields to show. */
    files: saved?.files ?? {},
    keep,
    fileUploaded: (name: string, file: UploadedDocument, values: unknown) => {
      files.current = { ...files.current, [name]: { name: file.name, url: file.url } };
      keep(values);
    },
    forget: () => forgetGrantDraft(memberId),
  };
};

/** One section of the long form, where the progress list's link leads. */
function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      id={sectionAnchor(id)}
      className="scroll-mt-24 rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      {children}
    </div>
  );
}

/** Tick boxes for the kinds of project; the numbers an animal study or a trial needs show when ticked. */
function ProjectTypeFields({ form }: { form: GrantForm }) {
  const [animalStudy, clinicalTrial] = useWatch({
    control: form.control,
    name: ['typesOfProject.animalStudy', 'typesOfProject.clinicalTrial'],
  });
  return (
    <FormSection title="Type of Project">
      <CheckboxInputField name="typesOfProject.basicResearch" label="Basic research" />
      <CheckboxInputField name="typesOfProject.animalStudy" label="Animal study" />
      <CheckboxInputField name="typesOfProject.clinicalTrial" label="Clinical trial" />
      <CheckboxInputField name="typesOfProject.thesis" label="Thesis" />
      {animalStudy && (
        <InputField
          name="typesOfProject.animalStudyAuthNumber"
          label="Animal study authorisation number"
          required
          autoComplete="off"
        />
      )}
      {clinicalTrial && (
        <InputField
          name="typesOfProject.clinicalStudyEthicsNumber"
          label="Clinical study ethics committee number"
          required
          autoComplete="off"
        />
      )}
    </FormSection>
  );
}

/** The sections complete so far, judged by the schema the server checks with. */
function useCompletedSections(form: GrantForm) {
  const values = useWatch({ control: form.control });
  return completedSections(values);
}

/**
 * The research grant application: a long form in sections, with its progress, kept as a draft
 * in this browser until it is sent.
 */
export function ResearchGrantForm({ profile }: { profile: MemberProfile }) {
  const draft = useGrantDraft(profile);
  const form = useZodForm(researchGrantFormSchema, { defaultValues: draft.start });
  const membershipNumber = useMembershipNumberCheck(form, 'membershipId');
  const done = useCompletedSections(form);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const { keep } = draft;
  useEffect(() => {
    const subscription = form.watch((values) => keep(values));
    return () => subscription.unsubscribe();
  }, [form, keep]);

  const fileProps = (name: string) => ({
    name,
    current: draft.files[name] ?? null,
    onUploaded: (file: UploadedDocument) => draft.fileUploaded(name, file, form.getValues()),
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:items-start">
      <div className="lg:sticky lg:top-24">
        <GrantProgress done={done} />
      </div>
      <Form
        form={form}
        className="grid gap-6"
        failureToast={refusalOr(researchGrantMessages.failed)}
        onSubmit={async ({ emailId: _emailId, phoneNumber: _phoneNumber, ...details }) => {
          const { message } = await applyForResearchGrant(details);
          draft.forget();
          toast.success(message);
          await queryClient.invalidateQueries({ queryKey: ownDataKey });
          await navigate(`${paths.dashboard}?tab=research-grant`);
        }}
      >
        {draft.resumed && (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            We kept what you entered last time in this browser; carry on where you left off.
          </p>
        )}
        <Section id="grant">
          <RadioGroupInputField
            name="selectedGrant"
            label="Choose one grant"
            required
            options={researchGrantChoices.map((value) => ({
              value,
              label: researchGrantLabels[value],
            }))}
          />
        </Section>
        <Section id="member">
          <FormSection title="OSI Member Details">
            <MembershipNumberField name="membershipId" check={membershipNumber} />
            <InputField name="specialization" label="Specialization" autoComplete="off" />
            <MemberRecordField name="emailId" label="Email" type="email" />
            <MemberRecordField name="phoneNumber" label="Phone" type="tel" />
            <TextareaInputField name="address" label="Address" rows={2} />
            <InputField
              name="academicQualification"
              label="Academic Qualification"
              autoComplete="off"
            />
            <InputField
              name="projectTitle"
              label="Project Title"
              autoComplete="off"
              className="sm:col-span-2"
            />
            <TextareaInputField
              name="applicationDetails"
              label="Application Details"
              rows={3}
              className="sm:col-span-2"
            />
          </FormSection>
        </Section>
        <Section id="principal">
          <fieldset className="grid gap-4">
            <legend className="mb-4 text-base font-semibold text-slate-900">
              Principal Investigator
            </legend>
            <InvestigatorFields prefix="principalInvestigator" />
          </fieldset>
        </Section>
        <Section id="co-investigators">
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-base font-semibold text-slate-900">
              Co-Principal Investigators
            </legend>
            <p className="text-sm text-slate-600">
              Up to {maxCoInvestigators}. Leave the first one empty if there are none.
            </p>
            <FieldRows
              name="coPrincipalInvestigators"
              blank={blankCoInvestigator}
              fixed={1}
              max={maxCoInvestigators}
              addLabel="Add New"
              rowTitle={(index) => `Co-Principal Investigator ${index + 1}`}
            >
              {({ prefix }) => <InvestigatorFields prefix={prefix} />}
            </FieldRows>
          </fieldset>
        </Section>
        <Section id="project-type">
          <ProjectTypeFields form={form} />
        </Section>
        <Section id="project-details">
          <FormSection title="Project Details">
            <TextareaInputField name="projectDetails.aim" label="Aim" rows={3} />
            <TextareaInputField name="projectDetails.objective" label="Objective" rows={3} />
            <TextareaInputField name="projectDetails.design" label="Study Design" rows={3} />
            <TextareaInputField name="projectDetails.hypothesis" label="Hypothesis" rows={3} />
            <TextareaInputField
              name="projectDetails.statisticalMethod"
              label="Statistical Method"
              rows={3}
            />
            <TextareaInputField name="projectDetails.methodology" label="Methodology" rows={3} />
          </FormSection>
        </Section>
        <Section id="schedule">
          <FormSection title="Project Schedule">
            <InputField name="projectSchedule.startDate" label="Start Date" type="date" />
            <InputField name="projectSchedule.completionDate" label="Completion Date" type="date" />
          </FormSection>
        </Section>
        <Section id="grant-details">
          <FormSection title="Grant Details">
            <InputField
              name="grantDetails.totalBudget"
              label="Total Budget (₹)"
              inputMode="numeric"
            />
            <InputField
              name="grantDetails.initialBudget"
              label="Initial Budget (₹)"
              inputMode="numeric"
              hint="What you need at the start, out of the total."
            />
            <TextareaInputField
              name="grantDetails.clinicalImplication"
              label="Clinical Implication"
              rows={3}
            />
            <TextareaInputField
              name="grantDetails.communityAwareness"
              label="Community Awareness"
              rows={3}
            />
          </FormSection>
        </Section>
        <Section id="signatures">
          <FormSection title="Signatures">
            <InputField name="signatures.name" label="Name" autoComplete="off" />
            <InputField name="signatures.date" label="Date" type="date" />
            <FileUploadField
              {...fileProps('signatures.signatureFile')}
              label="Signature"
              required
              upload={uploadSignature}
              accept={acceptFor('signature')}
              hint="A photo or scan of your signature: JPEG, PNG or WebP."
              className="sm:col-span-2"
            />
          </FormSection>
        </Section>
        <Section id="documentation">
          <FormSection title="Documentation">
            {grantDocuments.map((document) => (
              <FileUploadField
                key={document}
                {...fileProps(`documentation.${document}`)}
                label={grantDocumentLabels[document]}
                required
                upload={uploadDocument}
                accept={acceptFor('grant_document')}
                hint="PDF"
              />
            ))}
          </FormSection>
        </Section>
        <div className="flex flex-col gap-4 rounded-xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-slate-800">{researchGrantMessages.footer}</p>
          <SubmitButton size="lg" busyLabel="Submitting" disabled={membershipNumber.invalid}>
            Submit
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
