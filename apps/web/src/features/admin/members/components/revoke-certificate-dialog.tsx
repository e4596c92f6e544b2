import { eventMessages, revokeCertificateSchema, type Certificate } from '@osi/shared';
import { TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRevokeCertificate } from '../api/member-events';

type RevokeCertificateDialogProps = {
  memberId: string;
  certificate: Certificate;
  onClose: () => void;
};

/** Revokes a certificate for a reason kept on record; its verification page says so from then on. */
export function RevokeCertificateDialog({
  memberId,
  certificate,
  onClose,
}: RevokeCertificateDialogProps) {
  const revoke = useRevokeCertificate(memberId, certificate.code);
  const form = useZodForm(revokeCertificateSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      title="Revoke certificate"
      description={`${certificate.title} (${certificate.code}). Anyone checking its code will see it is revoked. This cannot be undone.`}
      onClose={onClose}
      form={form}
      className="mt-5 grid gap-4"
      successToast
      onSubmit={async (values) => {
        await revoke.mutateAsync(values);
        return { message: eventMessages.certificateRevoked };
      }}
      submitLabel="Revoke"
      busyLabel="Revoking…"
    >
      <TextareaInputField name="reason" label="Reason" rows={3} maxLength={500} />
    </FormDialog>
  );
}
