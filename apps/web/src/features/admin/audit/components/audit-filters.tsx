import { auditFiltersSchema, entityTypeLabel, type AuditFilters } from '@osi/shared';
import { ChoiceField } from '../../components/choice-field';
import { FiltersForm } from '../../components/filters-form';
import { actionLabel } from '../../utils/audit-text';
import type { AuditOptions } from '../api/audit-events';

/** Who the log can be filtered by: every kind of actor, then each administrator by name. */
const actorLabels = (options: AuditOptions) => ({
  admin: 'Any administrator',
  member: 'Any member',
  system: 'System',
  ...Object.fromEntries(options.admins.map((admin) => [admin.id, admin.name])),
});

const labelled = (values: string[], label: (value: string) => string) =>
  Object.fromEntries(values.map((value) => [value, label(value)]));

type AuditFiltersFormProps = {
  filters: AuditFilters;
  options: AuditOptions;
  onApply: (filters: AuditFilters) => void;
};

/** Who, action, kind of record and India's days; applied together. */
export function AuditFiltersForm({ filters, options, onApply }: AuditFiltersFormProps) {
  return (
    <FiltersForm
      label="Filter the audit log"
      schema={auditFiltersSchema}
      filters={filters}
      onApply={onApply}
      className="lg:grid-cols-3"
    >
      {({ draft, set, dates }) => (
        <>
          <ChoiceField
            label="Who"
            value={draft.actor}
            labels={actorLabels(options)}
            placeholder="Everyone"
            onChange={set('actor')}
          />
          <ChoiceField
            label="Action"
            value={draft.action}
            labels={labelled(options.actions, actionLabel)}
            placeholder="Every action"
            onChange={set('action')}
          />
          <ChoiceField
            label="Kind of record"
            value={draft.entityType}
            labels={labelled(options.entityTypes, entityTypeLabel)}
            placeholder="Every kind"
            onChange={set('entityType')}
          />
          {dates}
        </>
      )}
    </FiltersForm>
  );
}
