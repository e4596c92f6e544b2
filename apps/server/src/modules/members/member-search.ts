import { and, eq, sql, type SQL } from 'drizzle-orm';
import { emailShape, membershipNumberShape, tenDigits } from '@osi/shared';
import { members } from '../../db/schema';
import { containing } from '../../lib/like-pattern';

/** A membership number as issued (OSI-2025-00042) or recorded by hand (OSI-LM-0042, A/12/2020). */
const looksLikeMembershipNumber = (term: string) =>
  membershipNumberShape.test(term) && /[a-z]/i.test(term) && /\d/.test(term) && /[/-]/.test(term);

/**
 * When the term has the shape of a whole e-mail address, mobile number or membership number,
 * the member who has exactly that one, found through the column's own b-tree index
 * (`members_email_unique`, `members_mobile_unique`, `members_membership_id_lower_idx`).
 */
export const exactMatch = (term: string): SQL | undefined => {
  const text = term.toLowerCase();
  if (emailShape.test(term)) return sql`lower(${members.email}) = ${text}`;
  if (tenDigits.test(term)) return and(eq(members.mobileNo, term), sql`${members.mobileNo} <> ''`);
  if (looksLikeMembershipNumber(term)) return sql`lower(${members.membershipId}) = ${text}`;
  return undefined;
};

const contains = (text: string) => sql`${members.searchText} like ${containing(text)}`;

/**
 * Members whose name, e-mail, mobile or membership number contains the term. The trigram index
 * is asked for the term's longest word, usually its rarest part (`deepak993161` of
 * `dr.deepak993161@hotmail.com`, `75641` of `OSI-2025-75641`): the posting lists of the parts
 * every member shares (`com`, `mail`, `osi-2025`) would cost more than the rows they rule out.
 * The whole term is then checked on the rows found, by `strpos`, which the index cannot take.
 */
export const containsTerm = (term: string) => {
  const text = term.toLowerCase();
  const longestWord = text
    .split(/[\s.@\-_/+]+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  return longestWord.length >= 3 && longestWord !== text
    ? and(contains(longestWord), sql`strpos(${members.searchText}, ${text}) > 0`)
    : contains(text);
};

/**
 * A term with four digits in a row (the end of a mobile, part of an e-mail or a number) matches
 * about one member in a thousand or fewer: all of them are read through the trigram index and
 * sorted, where walking the list newest first would pass a thousand members for each match.
 */
export const isRareTerm = (term: string) => /\d{4}/.test(term);
