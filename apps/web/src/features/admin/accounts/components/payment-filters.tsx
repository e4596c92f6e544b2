import {
  paymentFiltersSchema,
  paymentPurposeLabels,
  paymentStateLabels,
  type PaymentFilters,
} from '@osi/shared';
import { TextField } from '@/components/ui/text-field';
import { ChoiceField } from '../../components/choice-field';
import { FiltersForm } from '../../components/filters-form';

type PaymentFiltersFormProps = {
  filters: PaymentFilters;
  onApply: (filters: PaymentFilters) => void;
};

/** Purpose, state, dates and member; applied together, checked as the server checks them. */
export function PaymentFiltersForm({ filters, onApply }: PaymentFiltersFormProps) {
  return (
    <FiltersForm
      label="Filter payments"
      schema={paymentFiltersSchema}
      filters={filters}
      onApply={onApply}
      className="lg:grid-cols-6"
    >
      {({ draft, set, dates }) => (
        <>
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
          {dates}
          <TextField
            label="Member"
            type="search"
            placeholder="Name, e-mail or number"
            value={draft.member ?? ''}
            onChange={(event) => set('member')(event.target.value)}
          />
        </>
      )}
    </FiltersForm>
  );
}
