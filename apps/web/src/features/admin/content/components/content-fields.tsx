import type { ContentFieldDefinition } from '@osi/shared';
import { FieldsFromDefinitions } from '@/components/form/fields-from-definitions';
import { ContentImageField } from './content-image-field';
import { RichTextField } from './rich-text-field';

/** A content item's or section's fields, from its definitions: the form layer's, plus images and rich text. */
export function ContentFields({ definitions }: { definitions: readonly ContentFieldDefinition[] }) {
  return definitions.map((definition) => {
    const named = { name: definition.name, label: definition.label, hint: definition.hint };
    switch (definition.kind) {
      case 'richText':
        return <RichTextField key={definition.name} {...named} />;
      case 'image':
        return <ContentImageField key={definition.name} {...named} />;
      default:
        return <FieldsFromDefinitions key={definition.name} definitions={[definition]} />;
    }
  });
}

/** What a blank form holds for each field before anything is written. */
export const blankValues = (definitions: readonly ContentFieldDefinition[]) =>
  Object.fromEntries(
    definitions.map((definition) => [definition.name, definition.kind === 'image' ? null : '']),
  );
