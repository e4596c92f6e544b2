import {
  paymentFiltersSchema,
  paymentPurposeLabels,
  paymentPurposes,
  paymentStateLabels,
  paymentStates,
  type PaymentFilters,
} from '@osi/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, SelectOptions } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

type PaymentFiltersFormProps = {
  filters: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
};

/** Purpose, state, dates and member; applied together, checked as the server checks them. */
export function PaymentFiltersForm({ filters, onApply }: PaymentFiltersFormProps) {
  const [draft, setDraft] = useState<PaymentFilters>(filters);
  const [error, setError] = useState<string>();
  const set = (key: keyof PaymentFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));

  return (
    <form
      role="search"
      aria-label="Filter payments"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = paymentFiltersSchema.safeParse(draft);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        onApply(parsed.data);
      }}
    >
      <SelectField
        label="Purpose"
        value={draft.purpose ?? ''}
        onChange={(event) => set('purpose')(event.target.value)}
      >
        <SelectOptions
          values={paymentPurposes}
          placeholder="All purposes"
          labelOf={(value) => paymentPurposeLabels[value as keyof typeof paymentPurposeLabels]}
        />
      </SelectField>
      <SelectField
        label="State"
        value={draft.status ?? ''}
        onChange={(event) => set('status')(event.target.value)}
      >
        <SelectOptions
          values={paymentStates}
          placeholder="Any state"
          labelOf={(value) => paymentStateLabels[value as keyof typeof paymentStateLabels]}
        />
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={draft.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to ?? ''}
        error={error}
        onChange={(event) => set('to')(event.target.value)}
      />
      <TextField
        label="Member"
        type="search"
        placeholder="Name, e-mail or number"
        value={draft.member ?? ''}
        onChange={(event) => set('member')(event.target.value)}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            setError(undefined);
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
