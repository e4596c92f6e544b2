import {
  fellowshipFormSchema,
  fellowshipMessages,
  qualificationLevels,
  type FellowshipFee,
  type MemberProfile,
} from '@osi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormSection } from '@/components/form/form-section';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ownDataKey } from '@/lib/session';
import { useMembershipNumberCheck } from '@/hooks/use-membership-number-check';
import {
  MemberRecordField,
  MembershipNumberField,
} from '@/components/application/member-record-fields';
import { useKeptPayment } from '@/hooks/use-kept-payment';
import { usePaidSubmission } from '@/hooks/use-paid-submission';
import { refusalOr } from '@/lib/form-failure';
import { formatRupees } from '@/utils/format';
import { applyForFellowship, openFellowshipOrder } from '../api/apply-for-fellowship';
import { blankQualification, QualificationRows } from './qualification-rows';

type FellowshipForm = z.output<typeof fellowshipFormSchema>;

/** The member's record fills what it can; the e-mail and phone cannot be changed here. */
const startingValues = (profile: MemberProfile) => ({
  name: [profile.title, profile.firstName, profile.middleName, profile.lastName]
    .filter(Boolean)
    .join(' '),
  membershipNumber: profile.membershipId,
  email: profile.email,
  telephone: profile.mobileNo,
  address: profile.address,
  road: '',
  city: profile.city,
  state: profile.state,
  zip: /^\d{4,9}$/.test(profile.postcode) ? profile.postcode : '',
  country: profile.country,
  registration: '',
  qualifications: qualificationLevels.map(() => blankQualification),
});

/**
 * The fellowship application: checked like the server checks it, paid in the checkout, then
 * sent with the payment. A payment whose application failed is kept and sent again.
 */
export function FellowshipForm({ profile, fee }: { profile: MemberProfile; fee: FellowshipFee }) {
  const form = useZodForm(fellowshipFormSchema, { defaultValues: startingValues(profile) });
  const membershipNumber = useMembershipNumberCheck(form, 'membershipNumber');
  const kept = useKeptPayment(`osi.fellowship-payment.${profile.id}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const { run } = usePaidSubmission<FellowshipForm>({
    payment: kept.payment,
    openOrder: openFellowshipOrder,
    prefill: (values) => ({ name: values.name, email: values.email, contact: values.telephone }),
    onPaid: kept.keep,
    submit: async ({ email: _email, telephone: _telephone, ...details }, payment) => {
      const { message } = await applyForFellowship({ ...details, payment });
      kept.forget();
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ownDataKey });
      await navigate(`${paths.dashboard}?tab=fellowship`);
    },
  });

  return (
    <Form
      form={form}
      onSubmit={run}
      failureToast={refusalOr(fellowshipMessages.failed)}
      className="grid gap-8"
    >
      {kept.payment && (
        <Alert tone="warning" title={fellowshipMessages.failedAfterPayment}>
          <p>Payment ID: {kept.payment.razorpayPaymentId}</p>
          <p>
            Correct what is needed and press Pay and Register again: the same payment is sent, and
            your card is not charged again.
          </p>
        </Alert>
      )}
      <FormSection title="Applicant">
        <InputField name="name" label="Name" autoComplete="name" />
        <MembershipNumberField name="membershipNumber" check={membershipNumber} />
        <MemberRecordField name="email" label="E-mail" type="email" />
        <MemberRecordField name="telephone" label="Phone Number" type="tel" />
      </FormSection>
      <FormSection title="Address">
        <InputField name="address" label="Address" autoComplete="street-address" />
        <InputField name="road" label="Road" autoComplete="address-line2" />
        <InputField name="city" label="City" autoComplete="address-level2" />
        <InputField name="state" label="State" autoComplete="address-level1" />
        <InputField name="zip" label="Zip Code" inputMode="numeric" autoComplete="postal-code" />
        <InputField name="country" label="Country" autoComplete="country-name" />
      </FormSection>
      <fieldset className="grid gap-4">
        <legend className="mb-4 text-base font-semibold text-slate-900">Qualifications</legend>
        <QualificationRows />
      </fieldset>
      <FormSection title="Registration">
        <InputField
          name="registration"
          label="Country of Registration / Licensure"
          autoComplete="off"
        />
      </FormSection>
      <div className="flex flex-col gap-4 rounded-xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-800">
          Fellowship fee:{' '}
          <span className="text-lg font-semibold text-slate-900">{formatRupees(fee.price)}</span>
          <span className="block text-sm text-slate-600">
            Paid by card when you submit; the application is sent once the payment is through.
          </span>
        </p>
        <SubmitButton size="lg" busyLabel="Submitting..." disabled={membershipNumber.invalid}>
          Pay and Register
        </SubmitButton>
      </div>
    </Form>
  );
}
