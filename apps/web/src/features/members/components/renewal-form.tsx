import {
  renewalMessages,
  renewalOrderInputSchema,
  type MemberProfile,
  type MembershipTermView,
  type RenewalChoice,
  type RenewalQuote,
} from '@osi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { RadioGroupInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useKeptPayment } from '@/hooks/use-kept-payment';
import { usePaidSubmission } from '@/hooks/use-paid-submission';
import { refusalOr } from '@/lib/form-failure';
import { ownDataKey } from '@/lib/session';
import { formatCalendarDate, formatRupees } from '@/utils/format';
import { openRenewalOrder, renewMembership } from '../api/renewal';

const termLabel = (choice: RenewalChoice) =>
  choice.validUntil === null
    ? 'Life membership: never renew again'
    : `Valid until ${formatCalendarDate(choice.validUntil)}`;

type RenewalFormProps = {
  profile: MemberProfile;
  quote: RenewalQuote;
  onRenewed: (term: MembershipTermView) => void;
  onCancel: () => void;
};

/**
 * The renewal: a type (the member's own chosen first, else the first offered), its price and the date it gives, then
 * the card payment and the renewal with it. A payment whose renewal failed is kept and sent
 * again, never charged twice.
 */
export function RenewalForm({ profile, quote, onRenewed, onCancel }: RenewalFormProps) {
  const first = quote.choices.find(({ id }) => id === quote.currentTypeId) ?? quote.choices[0];
  const form = useZodForm(renewalOrderInputSchema, {
    defaultValues: { membershipTypeId: first?.id ?? '' },
  });
  const selectedId = useWatch({ control: form.control, name: 'membershipTypeId' });
  const selected = quote.choices.find(({ id }) => id === selectedId);
  const kept = useKeptPayment(`osi.renewal-payment.${profile.id}`);
  const queryClient = useQueryClient();

  const { run, stage } = usePaidSubmission({
    payment: kept.payment,
    openOrder: openRenewalOrder,
    prefill: () => ({
      name: [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' '),
      email: profile.email,
      contact: profile.mobileNo,
    }),
    onPaid: kept.keep,
    submit: async (_input, payment) => {
      const { message, term } = await renewMembership(payment);
      kept.forget();
      toast.success(message);
      onRenewed(term);
      await queryClient.invalidateQueries({ queryKey: ownDataKey });
    },
  });

  return (
    <Form
      form={form}
      onSubmit={run}
      failureToast={refusalOr(renewalMessages.failed)}
      className="grid gap-6"
    >
      {kept.payment && (
        <Alert tone="warning" title={renewalMessages.failedAfterPayment}>
          <p>Payment ID: {kept.payment.razorpayPaymentId}</p>
        </Alert>
      )}
      {quote.validUntil && (
        <p className="text-sm text-slate-700">
          Current term: {quote.currentTypeName || 'membership'}, valid until{' '}
          <span className="font-semibold">{formatCalendarDate(quote.validUntil)}</span>
        </p>
      )}
      <RadioGroupInputField
        name="membershipTypeId"
        label="Membership type"
        options={quote.choices.map((choice) => ({
          value: choice.id,
          label: (
            <span className="grid gap-1">
              <span className="font-semibold text-slate-900">{choice.name}</span>
              <span className="text-xl font-bold text-brand-800">{formatRupees(choice.price)}</span>
              <span className="text-sm text-slate-600">{termLabel(choice)}</span>
            </span>
          ),
        }))}
      />
      <div
        aria-live="polite"
        className="grid gap-1 rounded-xl bg-brand-50 px-4 py-3 text-slate-800 sm:grid-cols-2"
      >
        <p>
          To pay:{' '}
          <span className="text-lg font-semibold text-slate-900">
            {selected ? formatRupees(selected.price) : '—'}
          </span>
        </p>
        <p>
          New term:{' '}
          <span className="font-semibold text-slate-900">
            {selected ? termLabel(selected) : '—'}
          </span>
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={stage !== null}>
          Cancel
        </Button>
        <SubmitButton busyLabel={stage === 'submitting' ? 'Renewing...' : 'Paying...'}>
          Pay and Renew
        </SubmitButton>
      </div>
    </Form>
  );
}
