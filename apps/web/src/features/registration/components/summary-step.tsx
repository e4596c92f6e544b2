import { privacyNoticeMessages, registrationSchema, type Registration } from '@osi/shared';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LabelValueList, type LabelledValue } from '@/components/ui/label-value-list';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCalendarDate, formatRupees } from '@/utils/format';
import { usePrivacyNotice } from '@/hooks/use-privacy-notice';
import { useMembershipTypes } from '../api/get-membership-types';
import { usePayAndRegister } from '../hooks/use-pay-and-register';
import type { ImagePreviews, RegistrationDraft } from '../types';
import { PrivacyConsent } from './privacy-consent';
import { ProcessingOverlay } from './processing-overlay';
import { WizardNav } from './wizard-nav';

type SummaryStepProps = {
  values: RegistrationDraft;
  previews: ImagePreviews;
  onBack: () => void;
  /** The notice version the applicant agreed to; kept by the wizard while they move about. */
  consentedVersion: number | undefined;
  onConsentChange: (version: number | undefined) => void;
} & Omit<Parameters<typeof usePayAndRegister>[0], 'onNoticeChanged'>;

const sections = (r: Registration): [title: string, rows: LabelledValue[]][] => [
  ['Account', [['Email', r.email]]],
  [
    'Personal details',
    [
      ['Name', [r.title, r.firstName, r.middleName, r.lastName].filter(Boolean).join(' ')],
      ['Date of birth', formatCalendarDate(r.dob)],
      ['Gender', <span className="capitalize">{r.gender}</span>],
      ['Nationality', r.nationality],
    ],
  ],
  [
    'Professional details',
    [
      ['Speciality', r.specialty],
      ['Institution', r.institution],
      ['Department', r.department],
      ['Dental registration number', r.dentalRegNumber],
      ['Name on certificate', r.certificateName],
      ['Reference code', r.referenceCode],
    ],
  ],
  [
    'Contact details',
    [
      ['Address', r.address],
      ['City', r.city],
      ['State', r.state],
      ['Postcode', r.postcode],
      ['Country', r.country],
      ['Mobile number', r.mobileNo],
      ['How you heard about us', r.howDidYouKnow],
    ],
  ],
];

/** Step 6, Profile Summary: everything entered, then payment and registration. */
export function SummaryStep({
  values,
  previews,
  onBack,
  consentedVersion,
  onConsentChange,
  ...checkout
}: SummaryStepProps) {
  const registration = registrationSchema.parse(values);
  const types = useMembershipTypes();
  const membership = types.data?.find((type) => type.id === registration.membershipTypeId);
  const notice = usePrivacyNotice();
  // A consent holds for the version agreed to: a newer notice is unticked until read and agreed.
  const agreed = notice.data !== undefined && consentedVersion === notice.data.version;
  const [consentError, setConsentError] = useState<string>();
  const consentBox = useRef<HTMLDivElement>(null);
  const { run, stage, failure } = usePayAndRegister({
    ...checkout,
    onNoticeChanged: () => {
      onConsentChange(undefined);
      setConsentError(privacyNoticeMessages.noticeChanged);
      void notice.refetch();
    },
  });
  const isPaid = checkout.payment !== undefined;

  /** Pays only with consent to the notice shown: the server refuses the order without it too. */
  const payAndRegister = () => {
    if (!agreed || consentedVersion === undefined) {
      setConsentError(privacyNoticeMessages.consentRequired);
      consentBox.current?.querySelector('input')?.focus();
      return;
    }
    void run({ ...registration, privacyConsent: true, privacyNoticeVersion: consentedVersion });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-5 rounded-xl bg-brand-50 p-5 sm:flex-row sm:items-center">
        {previews.profilePicture && (
          <img
            src={previews.profilePicture}
            alt="Your profile picture"
            className="size-20 rounded-full object-cover ring-4 ring-white"
          />
        )}
        <div className="flex-1">
          <p className="text-sm text-slate-600">Membership</p>
          {membership ? (
            <p className="text-lg font-semibold text-slate-900">
              {membership.name} — {formatRupees(membership.price)}
            </p>
          ) : (
            <Skeleton className="mt-1 h-6 w-48" />
          )}
          <p className="mt-1 text-sm text-slate-600">
            Student ID card: {previews.studentId ? 'uploaded' : 'not provided'}
          </p>
        </div>
      </div>

      {sections(registration).map(([title, rows]) => (
        <section key={title}>
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <LabelValueList
            rows={rows}
            empty="—"
            className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2"
          />
        </section>
      ))}

      <PrivacyConsent
        notice={notice}
        agreed={agreed}
        onAgreedChange={(checked) => {
          onConsentChange(checked ? notice.data?.version : undefined);
          if (checked) setConsentError(undefined);
        }}
        error={consentError}
        boxRef={consentBox}
      />

      {failure && (
        <Alert tone="error" title="Your payment was received, but the registration failed.">
          <p>{failure.withPaymentId}</p>
          {failure.reason && <p>{failure.reason}</p>}
          <p>
            Correct what is needed (Back takes you to the earlier steps) and send the registration
            again; your card will not be charged again.
          </p>
        </Alert>
      )}

      <WizardNav
        onBack={stage ? undefined : onBack}
        onNext={payAndRegister}
        nextLabel={
          isPaid
            ? 'Try registering again'
            : `Pay ${membership ? formatRupees(membership.price) : ''} and Register`
        }
        nextDisabled={!membership || !notice.data}
        busy={!!stage}
        busyLabel="Processing…"
      />
      {stage === 'submitting' && <ProcessingOverlay />}
    </div>
  );
}
