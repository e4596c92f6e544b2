import {
  contentValueSchema,
  optionalText,
  type AdminContentItem,
  type CollectionDefinition,
  type ContentCollectionName,
} from '@osi/shared';
import { useMemo } from 'react';
import { InputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSaveContentItem } from '../api/admin-content';
import { blankValues, ContentFields } from './content-fields';

type ContentItemDialogProps = {
  collection: CollectionDefinition;
  /** The item to edit; without it, a new one. */
  item?: AdminContentItem;
  onClose: () => void;
};

/** Adds or edits one item of a collection, with the fields its definitions name. */
export function ContentItemDialog({ collection, item, onClose }: ContentItemDialogProps) {
  const schema = useMemo(() => {
    const fields = contentValueSchema(collection);
    return collection.slugged ? fields.extend({ slug: optionalText(200) }) : fields;
  }, [collection]);
  const form = useZodForm(schema, {
    defaultValues: {
      ...blankValues(collection.fields),
      ...item?.value,
      ...(collection.slugged ? { slug: item?.slug ?? '' } : {}),
    },
  });
  const save = useSaveContentItem(collection.name as ContentCollectionName);
  return (
    <FormDialog
      form={form}
      size="lg"
      title={item ? `Edit ${collection.itemLabel}` : `Add ${collection.itemLabel}`}
      description={item ? undefined : 'It stays unpublished until you publish it from the list.'}
      onClose={onClose}
      successToast
      onSubmit={(input) => save.mutateAsync({ id: item?.id, input })}
      submitLabel="Save"
      busyLabel="Saving…"
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ContentFields definitions={collection.fields} />
        {collection.slugged && (
          <InputField
            name="slug"
            label="Slug (the end of the page's address)"
            hint="Leave it empty to make it from the title: lower case, hyphens for spaces."
            maxLength={200}
          />
        )}
      </div>
    </FormDialog>
  );
}
