// A membership type's term (decision 075), apart from the membership year's schemas: the
// membership page offers types with their terms and builds none of those.

/** A type's term as the Membership Type page sets it: a number of years, or life. */
export const termChoices = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'life'] as const;
export type TermChoice = (typeof termChoices)[number];

/** The choice of a stored term (`membership_types.term_years`, null for life). */
export const termChoiceOf = (years: number | null): TermChoice =>
  years === null ? 'life' : (String(years) as TermChoice);
export const termYearsOfChoice = (choice: TermChoice) =>
  choice === 'life' ? null : Number(choice);

export const termLabels = Object.fromEntries(
  termChoices.map((choice) => [
    choice,
    choice === 'life' ? 'Life' : choice === '1' ? '1 year' : `${choice} years`,
  ]),
) as Record<TermChoice, string>;
