import { memberTermUpdateSchema, type AdminMember } from '@osi/shared';
import { CheckboxInputField, InputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { AdminSection } from '../../components/admin-section';
import { useSetMemberTerm } from '../api/set-member-term';

/** A member holds a term once admitted: approved, or added by hand. */
export const holdsTerm = (member: AdminMember) =>
  !member.deletedAt && (member.isManual || member.status === 'approved');

/** The administrator's change of a member's term: a new last day, or life. */
export function MemberTermEditor({ member }: { member: AdminMember }) {
  const save = useSetMemberTerm(member.id);
  const form = useZodForm(memberTermUpdateSchema, {
    defaultValues: {
      lifeMember: member.term.lifeMember,
      validUntil: member.term.validUntil ?? '',
    },
  });
  const life = form.watch('lifeMember');
  return (
    <AdminSection title="Membership term">
      <MutationForm form={form} className="mt-4 grid gap-4" mutation={save}>
        <CheckboxInputField
          name="lifeMember"
          label="Life member"
          hint="A life membership never ends."
        />
        {!life && (
          <InputField
            name="validUntil"
            label="Valid until"
            type="date"
            className="sm:max-w-xs"
            hint="The last day of the membership."
          />
        )}
        <div>
          <SubmitButton busyLabel="Saving…">Save term</SubmitButton>
        </div>
      </MutationForm>
    </AdminSection>
  );
}
