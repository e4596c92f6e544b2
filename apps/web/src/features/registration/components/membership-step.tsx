import { registrationMembershipSchema, registrationMessages, termLabels } from '@osi/shared';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RadioGroupInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/utils/format';
import { useMembershipTypes } from '../api/get-membership-types';
import type { RegistrationDraft } from '../types';
import { WizardNav } from './wizard-nav';

type MembershipStepProps = {
  values: RegistrationDraft;
  onNext: (membership: z.output<typeof registrationMembershipSchema>) => void;
  onBack: (membership: RegistrationDraft) => void;
};

/** Step 3, Membership Type: one of the society's packages, priced by the server. */
export function MembershipStep({ values, onNext, onBack }: MembershipStepProps) {
  const types = useMembershipTypes();
  const form = useZodForm(registrationMembershipSchema, {
    defaultValues: { membershipTypeId: values.membershipTypeId ?? '' },
  });
  const selectedId = useWatch({ control: form.control, name: 'membershipTypeId' });
  const selected = types.data?.find((type) => type.id === selectedId);

  const unavailable = types.isPending ? (
    <div className="grid gap-3 sm:grid-cols-3">
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-28 rounded-xl" />
      ))}
    </div>
  ) : types.isError ? (
    <Alert tone="error" title="The membership types could not be loaded.">
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => void types.refetch()}>
        Try again
      </Button>
    </Alert>
  ) : types.data.length === 0 ? (
    <Alert tone="info">
      No membership types are open for applications at the moment. Please try again later.
    </Alert>
  ) : undefined;

  return (
    <Form
      form={form}
      onSubmit={async (membership) => {
        if (selected) onNext(membership);
        else form.setError('membershipTypeId', { message: registrationMessages.priceRequired });
      }}
    >
      <RadioGroupInputField
        name="membershipTypeId"
        label="Membership type"
        options={(types.data ?? []).map((type) => ({
          value: type.id,
          label: (
            <span className="grid gap-1">
              <span className="font-semibold text-slate-900">{type.name}</span>
              <span className="text-xl font-bold text-brand-800">{formatRupees(type.price)}</span>
              <span className="text-sm text-slate-600">{termLabels[type.term]}</span>
            </span>
          ),
        }))}
      >
        {unavailable}
      </RadioGroupInputField>

      <div
        aria-live="polite"
        className="mt-6 flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3"
      >
        <span className="text-sm text-slate-600">Membership price</span>
        <span className="text-lg font-bold text-slate-900">
          {selected ? formatRupees(selected.price) : '—'}
        </span>
      </div>

      <WizardNav onBack={() => onBack(form.getValues())} nextDisabled={!types.data?.length} />
    </Form>
  );
}
