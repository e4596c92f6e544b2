import { privacyDecisionSchema, privacyRefusalSchema, type PrivacyRequest } from '@osi/shared';
import { TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useDecidePrivacyRequest } from '../api/privacy-requests';

export type Verdict = 'approve' | 'refuse';

const words = {
  approve: {
    title: 'Approve and erase this account?',
    description:
      'This cannot be undone. The member is anonymised now: their names, e-mail, mobile, address and other personal details are replaced, their documents and files are deleted, their forum posts show as a former member’s, and they can no longer sign in. Their receipted payments keep only the payer name, membership number and state printed on the receipts, as the law requires for eight years.',
    label: 'Note for the record (optional)',
    submit: 'Erase the account',
    busy: 'Erasing…',
  },
  refuse: {
    title: 'Refuse this erasure request?',
    description: 'The member is e-mailed the reason you give.',
    label: 'Why the request is refused',
    submit: 'Refuse the request',
    busy: 'Refusing…',
  },
} as const;

/** Approves or refuses one erasure request, with the outcome kept on the request. */
export function DecisionDialog({
  request,
  verdict,
  onClose,
}: {
  request: PrivacyRequest;
  verdict: Verdict;
  onClose: () => void;
}) {
  const decide = useDecidePrivacyRequest(verdict);
  const schema = verdict === 'approve' ? privacyDecisionSchema : privacyRefusalSchema;
  const form = useZodForm(schema, { defaultValues: { outcome: '' } });
  const text = words[verdict];
  return (
    <FormDialog
      title={text.title}
      description={
        <>
          <span className="block font-medium text-slate-800">
            {request.member.name} · {request.member.email}
          </span>
          {text.description}
        </>
      }
      form={form}
      className="mt-5 grid gap-4"
      onClose={onClose}
      successToast
      onSubmit={(values) => decide.mutateAsync({ id: request.id, ...values })}
      submitLabel={text.submit}
      busyLabel={text.busy}
    >
      <TextareaInputField name="outcome" label={text.label} />
    </FormDialog>
  );
}
