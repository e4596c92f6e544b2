import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { emailShape, membershipNumberShape, tenDigits } from '@osi/shared';
import { memberDigitSearch, members } from '../../db/schema';
import { containing } from '../../lib/like-pattern';

/** A membership number as issued (OSI-2025-00042) or recorded by hand (OSI-LM-0042, A/12/2020). */
const looksLikeMembershipNumber = (term: string) =>
  membershipNumberShape.test(term) && /[a-z]/i.test(term) && /\d/.test(term) && /[/-]/.test(term);

/**
 * The kind of a term with the shape of a whole e-mail address, mobile number or membership
 * number, and the value a member who has exactly that one has; undefined for any other term.
 */
export const exactTermOf = (term: string) => {
  if (emailShape.test(term)) return { kind: 'email', value: term.toLowerCase() } as const;
  if (tenDigits.test(term)) return { kind: 'mobile', value: term } as const;
  if (looksLikeMembershipNumber(term)) {
    return { kind: 'membershipNumber', value: term.toLowerCase() } as const;
  }
  return undefined;
};
export type ExactKind = NonNullable<ReturnType<typeof exactTermOf>>['kind'];

/**
 * The members who have exactly `value` for each kind, found through the column's own b-tree
 * index (`members_email_unique`, `members_mobile_unique`, `members_membership_id_lower_idx`).
 */
export const exactMatchOf: Record<ExactKind, (value: SQLWrapper | string) => SQL> = {
  email: (value) => sql`lower(${members.email}) = ${value}`,
  mobile: (value) => sql`${members.mobileNo} = ${value} and ${members.mobileNo} <> ''`,
  membershipNumber: (value) => sql`lower(${members.membershipId}) = ${value}`,
};

/**
 * How a term is looked up (decision 092): through the trigram index by its longest word, usually
 * its rarest part (`deepak993161` of `dr.deepak993161@hotmail.com`, `75641` of `OSI-2025-75641`),
 * since the posting lists of the parts every member shares (`com`, `mail`, `osi-2025`) would cost
 * more than the rows they rule out; the whole term is then checked on the rows found, by `strpos`,
 * which the index cannot take. A term that is one word is looked up whole.
 */
export interface TermLookup {
  /** Whether the longest word is looked up first; the statement's shape depends on it. */
  byWord: boolean;
  /** The LIKE pattern given to the trigram index. */
  pattern: string;
  /** The whole term, lowered. */
  whole: string;
}

/** The values a term's conditions compare with: the lookup's own, or placeholders for them. */
export type TermOperands = Record<'pattern' | 'whole', SQLWrapper | string>;

/** The term's longest word: usually its rarest part, for the trigram index to look up. */
const longestWordOf = (text: string) =>
  text
    .split(/[\s.@\-_/+]+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');

export const termLookupOf = (term: string): TermLookup => {
  const whole = term.toLowerCase();
  const longestWord = longestWordOf(whole);
  const byWord = longestWord.length >= 3 && longestWord !== whole;
  return { byWord, pattern: containing(byWord ? longestWord : whole), whole };
};

const byLongestWord = (
  lookup: TermLookup,
  operands: TermOperands,
  contains: (pattern: SQLWrapper | string) => SQL | undefined,
  holds: (whole: SQLWrapper | string) => SQL | undefined,
) =>
  lookup.byWord
    ? and(contains(operands.pattern), holds(operands.whole))
    : contains(operands.pattern);

/**
 * A term with four digits in a row (the end of a mobile, part of an e-mail or a number) matches
 * about one member in a thousand or fewer: all of them are read through the trigram indexes and
 * sorted, where walking the list newest first would pass a thousand members for each match.
 */
export const isRareTerm = (term: string) => /\d{4}/.test(term);

/** Members whose name, e-mail, mobile or membership number contains the term. */
export const containsTerm = (lookup: TermLookup, operands: TermOperands = lookup) =>
  byLongestWord(
    lookup,
    operands,
    (pattern) => sql`${members.searchText} like ${pattern}`,
    (whole) => sql`strpos(${members.searchText}, ${whole}) > 0`,
  );

/** The columns of the digit search table, each lowered, the names only when they hold a digit. */
const digitColumns = [
  memberDigitSearch.membershipId,
  memberDigitSearch.mobileNo,
  memberDigitSearch.email,
  memberDigitSearch.names,
];

/**
 * Whether the term is looked up in `member_digit_search` (decisions 093 and 098): a term with
 * four digits in a row and no space lies within one column of the search text, one that can hold
 * digits.
 */
export const isDigitTerm = (lookup: TermLookup) =>
  isRareTerm(lookup.whole) && !lookup.whole.includes(' ');

/**
 * For a digit term, the rows of `member_digit_search` of the members `containsTerm` finds: each
 * column is looked up through its own trigram index, where the search text's index would also
 * offer every member whose membership number's year (`2025`) shares a trigram with the term. The
 * table's narrow rows keep the matches' pages few and in memory.
 */
export const digitTermMatch = (lookup: TermLookup, operands: TermOperands = lookup) =>
  byLongestWord(
    lookup,
    operands,
    (pattern) => or(...digitColumns.map((column) => sql`${column} like ${pattern}`)),
    (whole) => or(...digitColumns.map((column) => sql`strpos(${column}, ${whole}) > 0`)),
  );
