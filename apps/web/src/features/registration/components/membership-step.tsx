import { zodResolver } from '@hookform/resolvers/zod';
import { registrationMembershipSchema, registrationMessages } from '@osi/shared';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';
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
  const errorId = useId();
  const form = useForm<
    z.input<typeof registrationMembershipSchema>,
    unknown,
    z.output<typeof registrationMembershipSchema>
  >({
    resolver: zodResolver(registrationMembershipSchema),
    defaultValues: { membershipTypeId: values.membershipTypeId ?? '' },
  });
  const selectedId = useWatch({ control: form.control, name: 'membershipTypeId' });
  const selected = types.data?.find((type) => type.id === selectedId);
  const error = form.formState.errors.membershipTypeId?.message;

  const submit = form.handleSubmit((membership) => {
    if (selected) onNext(membership);
    else form.setError('membershipTypeId', { message: registrationMessages.priceRequired });
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="mb-4 text-base font-semibold text-slate-900">
          Membership type
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </legend>
        {types.isPending ? (
          <div className="grid gap-3 sm:grid-cols-3">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : types.isError ? (
          <Alert tone="error" title="The membership types could not be loaded.">
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => types.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : types.data.length === 0 ? (
          <Alert tone="info">
            No membership types are open for applications at the moment. Please try again later.
          </Alert>
        ) : (
          <div className="grid gap-3 sm:grid-cols-3">
            {types.data.map((type) => (
              <label
                key={type.id}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors',
                  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
                  error ? 'border-red-600' : 'border-slate-300 hover:border-brand-400',
                )}
              >
                <input
                  type="radio"
                  value={type.id}
                  className="mt-1 size-4 accent-brand-700"
                  {...form.register('membershipTypeId')}
                />
                <span className="grid gap-1">
                  <span className="font-semibold text-slate-900">{type.name}</span>
                  <span className="text-xl font-bold text-brand-800">
                    {formatRupees(type.price)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        {error && (
          <p id={errorId} className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>

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
    </form>
  );
}
