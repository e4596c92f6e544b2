import { editPostSchema, type ForumPost } from '@osi/shared';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useEditPost } from '../api/forum';

type EditPostDialogProps = { post: ForumPost; threadTitle: string; onClose: () => void };

/** Edits one's own post; the opening post's dialog also edits the thread's title. */
export function EditPostDialog({ post, threadTitle, onClose }: EditPostDialogProps) {
  const edit = useEditPost();
  const form = useZodForm(editPostSchema, {
    defaultValues: { body: post.body ?? '', ...(post.isOpening ? { title: threadTitle } : {}) },
  });

  return (
    <FormDialog
      form={form}
      title="Edit post"
      size="lg"
      onClose={onClose}
      successToast
      submitLabel="Save"
      busyLabel="Saving…"
      onSubmit={(values) => edit.mutateAsync({ id: post.id, ...values })}
    >
      <div className="mt-4 grid gap-4">
        {post.isOpening && <InputField name="title" label="Title" maxLength={150} />}
        <TextareaInputField name="body" label="Message" rows={8} />
      </div>
    </FormDialog>
  );
}
