import type { FieldDefinition } from '@osi/shared';
import { SelectOptions } from '@/components/ui/select-field';
import { InputField, SelectInputField, TextareaInputField } from './fields';

/** The control each kind of definition is shown with. */
function DefinedField({ definition }: { definition: FieldDefinition }) {
  const named = { name: definition.name, label: definition.label, hint: definition.hint };
  switch (definition.kind) {
    case 'textarea':
      return <TextareaInputField {...named} maxLength={definition.maxLength} />;
    case 'select':
      return (
        <SelectInputField {...named}>
          <SelectOptions
            values={definition.options}
            placeholder={`Select ${definition.label.toLowerCase()}`}
            labelOf={(value) => definition.optionLabels?.[value] ?? value}
          />
        </SelectInputField>
      );
    case 'number':
      return (
        <InputField
          {...named}
          type="number"
          inputMode="numeric"
          step={1}
          min={definition.min.value}
          max={definition.max.value}
        />
      );
    default:
      return <InputField {...named} type={definition.kind} maxLength={definition.maxLength} />;
  }
}

/** Renders a form's fields from their definitions, inside a `Form` whose schema they made. */
export function FieldsFromDefinitions({
  definitions,
}: {
  definitions: readonly FieldDefinition[];
}) {
  return definitions.map((definition) => (
    <DefinedField key={definition.name} definition={definition} />
  ));
}
