import { newThreadSchema } from '@osi/shared';
import { generatePath, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { InputField, SelectInputField, TextareaInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import { useForumCategories, useStartThread } from '../api/forum';
import { PageHeader } from '@/components/page-header';

/** /new-thread: a category, a title and the opening post. */
export function NewThreadPage() {
  const categories = useForumCategories();
  const start = useStartThread();
  const navigate = useNavigate();
  const form = useZodForm(newThreadSchema, {
    defaultValues: { categoryId: '', title: '', body: '' },
  });

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-8">
        <PageHeader title="New Thread" lead="Start a discussion with fellow members." />
        <Form
          form={form}
          className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          onSubmit={async (values) => {
            const { message, thread } = await start.mutateAsync(values);
            toast.success(message);
            await navigate(generatePath(paths.discussionForum, { slug: thread.slug }));
          }}
        >
          <SelectInputField name="categoryId" label="Category">
            <option value="">Choose a category</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectInputField>
          <InputField name="title" label="Title" maxLength={150} />
          <TextareaInputField
            name="body"
            label="Message"
            rows={8}
            hint="Plain text. Please leave out patients' names and other details that identify them."
          />
          <SubmitButton className="justify-self-start" busyLabel="Posting…">
            Post thread
          </SubmitButton>
        </Form>
      </div>
    </div>
  );
}
