import type { NewMail } from './outbox';

const signature = 'With regards,\nThe Secretariat\nOral Implantology Society of India';

/** A member as a letter greets them: Dr. Asha Rao. */
export const addressedName = (person: { title: string; firstName: string; lastName: string }) =>
  [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');

/** The society's letter to `name`: the greeting, the paragraphs given (empty ones left out), the signature. */
export const letter = (name: string, ...paragraphs: string[]) =>
  [`Dear ${name},`, ...paragraphs.filter(Boolean), signature].join('\n\n');

/** The administrator's review comment as a paragraph of its own; none without a comment. */
export const committeeComment = (comments: string) =>
  comments ? `Comment from the committee:\n${comments}` : '';

/** What the applicant reads when the committee approves: before and after its comment. */
type Approval = { subject: string; opening: string; closing: string[] };

/**
 * The e-mail to `name` at `to` when the committee approves or declines their `what`
 * application, with the committee's comment; none for any other status, or when approved
 * without an `approval` letter.
 */
export const reviewedMail = (
  { to, name, what }: { to: string; name: string; what: string },
  { status, comments }: { status: string; comments: string },
  approval: Approval | undefined,
): NewMail | undefined => {
  if (status === 'approved' && approval) {
    const { subject, opening, closing } = approval;
    return { to, subject, text: letter(name, opening, committeeComment(comments), ...closing) };
  }
  if (status !== 'declined') return undefined;
  return {
    to,
    subject: `Your ${what} application`,
    text: letter(
      name,
      `After review, we are unable to approve your ${what} application at this time.`,
      committeeComment(comments),
      'If you have questions, please reply to this e-mail.',
    ),
  };
};
