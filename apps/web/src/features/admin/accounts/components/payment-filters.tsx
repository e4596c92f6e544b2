import {
  paymentFiltersSchema,
  paymentPurposeLabels,
  paymentStateLabels,
  type PaymentFilters,
} from '@osi/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, SelectOptions } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

type ChoiceFieldProps = {
  label: string;
  value: string | undefined;
  /** The choices and how each is shown, in order. */
  labels: Readonly<Record<string, string>>;
  placeholder: string;
  onChange: (value: string) => void;
};

function ChoiceField({ label, value, labels, placeholder, onChange }: ChoiceFieldProps) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <SelectOptions
        values={Object.keys(labels)}
        placeholder={placeholder}
        labelOf={(choice) => labels[choice] ?? choice}
      />
    </SelectField>
  );
}

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
      <ChoiceField
        label="Purpose"
        value={draft.purpose}
        labels={paymentPurposeLabels}
        placeholder="All purposes"
        onChange={set('purpose')}
      />
      <ChoiceField
        label="State"
        value={draft.status}
        labels={paymentStateLabels}
        placeholder="Any state"
        onChange={set('status')}
      />
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
