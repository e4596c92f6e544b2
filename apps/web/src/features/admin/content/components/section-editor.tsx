import { contentValueSchema, type SectionDefinition, type ContentSectionName } from '@osi/shared';
import { useMemo } from 'react';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSection } from '@/features/content/api/content';
import { LoadedSection } from '../../components/loaded-section';
import { useSaveSection } from '../api/admin-content';
import { blankValues, ContentFields } from './content-fields';

function SectionForm({
  section,
  value,
}: {
  section: SectionDefinition;
  value: Record<string, unknown> | null;
}) {
  const schema = useMemo(() => contentValueSchema(section), [section]);
  const form = useZodForm(schema, {
    defaultValues: { ...blankValues(section.fields), ...value },
  });
  const save = useSaveSection(section.name as ContentSectionName);
  return (
    <MutationForm form={form} className="mt-4 grid gap-4 sm:grid-cols-2" mutation={save}>
      <ContentFields definitions={section.fields} />
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Saving…">{value ? 'Update' : 'Save'}</SubmitButton>
      </div>
    </MutationForm>
  );
}

/** One page's content record, edited in place; Save creates it the first time. */
export function SectionEditor({ section }: { section: SectionDefinition }) {
  const stored = useSection(section.name as ContentSectionName);
  return (
    <LoadedSection title={section.label} query={stored} loadingClassName="h-40">
      {(data) => <SectionForm section={section} value={data.value} />}
    </LoadedSection>
  );
}
