import { addDays, genders, referralSources, societyDay, termEnd } from '@osi/shared';
import {
  emailDomains,
  femaleFirstNames,
  institutions,
  lastNames,
  maleFirstNames,
  membershipTypes,
  middleNames,
  places,
  specialties,
  streets,
} from './people';

/** mulberry32: a tiny seeded generator, so every run seeds the same members. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
type Random = ReturnType<typeof seededRandom>;

const pick = <T>(random: Random, list: readonly T[]) =>
  list[Math.floor(random() * list.length)] as T;

const firstYear = Date.UTC(2016, 0, 1);
const lastYear = Date.UTC(2025, 5, 30);
const day = 24 * 60 * 60 * 1000;

/** Affine permutations (multipliers prime to 10^n) keep mobiles and e-mails unique but unordered. */
const mobileOf = (index: number, random: Random) =>
  `${pick(random, ['6', '7', '8', '9'])}${String((index * 618_033_989 + 12_345) % 1_000_000_000).padStart(9, '0')}`;

const emailOf = (index: number, first: string, last: string, random: Random) => {
  const [f, l, n] = [first.toLowerCase(), last.toLowerCase(), (index * 7_919 + 1) % 1_000_000];
  const local = pick(random, [`${f}.${l}${n}`, `${f}${l}${n}`, `dr.${f}${n}`, `${f[0]}${l}${n}`]);
  return `${local}@${pick(random, emailDomains)}`;
};

/** A version 4 UUID drawn from `seed`: the same every run. */
const uuidOf = (seed: number) => {
  const random = seededRandom(seed);
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
};

/** Seeds of the uuids: the index-th member's payment from index + 1, the member from these on. */
const memberIdSeeds = 1_000_000_000;

/**
 * A member's term (decision 075): from admission, one year at a time. Most renewed every year and
 * hold a term ending within the next year (or ended in the last 45 days, not renewed yet); 15%
 * stopped one to three years earlier. Admission days are spread over the year, so about 1/365 of
 * the terms end on any day, and every standing (active, expiring, grace, lapsed) is there.
 */
const termOf = (since: string, today: string, lapsed: boolean, random: Random) => {
  const notRenewedSince = addDays(today, -45);
  let years = 1;
  while (termEnd(since, years) < notRenewedSince) years += 1;
  if (lapsed) years = Math.max(1, years - 1 - Math.floor(random() * 3));
  return termEnd(since, years);
};

/** The index-th of `total` members: registered in order over ten years, as a real table grows. */
export const memberAt = (
  index: number,
  total: number,
  passwordHash: string,
  random: Random,
  today: string,
) => {
  const gender = pick(random, genders);
  const firstName = pick(random, gender === 'female' ? femaleFirstNames : maleFirstNames);
  const lastName = pick(random, lastNames);
  const place = pick(random, places);
  // One in ten holds life membership, one in ten is a student; the rest are annual members.
  const typeRoll = random();
  const type = membershipTypes[typeRoll < 0.1 ? 0 : typeRoll < 0.9 ? 1 : 2]!;
  const roll = random();
  const status = roll < 0.85 ? 'approved' : roll < 0.95 ? 'pending' : 'declined';
  const span = (lastYear - firstYear) / total;
  const createdAt = new Date(firstYear + index * span + random() * span);
  const reviewedAt =
    status === 'pending' ? null : new Date(createdAt.getTime() + (1 + random() * 9) * day);
  const deletedAt = random() < 0.01 ? new Date(createdAt.getTime() + 30 * day) : null;
  const birthYear = 1955 + Math.floor(random() * 45);
  const isManual = random() < 0.05;
  const admitted = status === 'approved' || isManual;
  const memberSince = admitted ? societyDay(reviewedAt ?? createdAt) : null;
  const lifeMember = admitted && type.name === 'Life Member';
  const lapsed = random() < 0.15;
  const member = {
    id: uuidOf(memberIdSeeds + index),
    email: emailOf(index, firstName, lastName, random),
    password_hash: passwordHash,
    title: random() < 0.95 ? 'Dr.' : 'Prof.',
    first_name: firstName,
    middle_name: random() < 0.3 ? pick(random, middleNames) : '',
    last_name: lastName,
    gender,
    dob: `${birthYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    mobile_no: mobileOf(index, random),
    specialty: pick(random, specialties),
    certificate_name: `Dr. ${firstName} ${lastName}`,
    nationality: 'Indian',
    department: 'Dentistry',
    institution: pick(random, institutions),
    dental_reg_number: random() < 0.9 ? `${place.code}-A${100_000 + index}` : null,
    address: `${1 + Math.floor(random() * 400)}, ${pick(random, streets)}`,
    city: place.city,
    state: place.state,
    postcode: place.postcode,
    country: 'India',
    how_did_you_know: pick(random, referralSources),
    membership_id: `OSI-2025-${String(index + 1).padStart(5, '0')}`,
    membership_type_name: type.name,
    membership_price_paise: type.pricePaise,
    status,
    is_manual: isManual,
    member_since: memberSince,
    valid_until:
      memberSince === null || lifeMember ? null : termOf(memberSince, today, lapsed, random),
    life_member: lifeMember,
    reviewed_at: reviewedAt,
    created_at: createdAt,
    updated_at: reviewedAt ?? createdAt,
    deleted_at: deletedAt,
  };
  // Members added by hand paid nothing; everyone else paid for the application.
  return { ...member, payment_id: member.is_manual ? null : uuidOf(index + 1) };
};
export type MemberColumns = ReturnType<typeof memberAt>;

/** The PostgreSQL type of each column, for INSERT ... SELECT FROM unnest($1::text[], ...). */
export const columnTypes: Record<keyof MemberColumns, string> = {
  id: 'uuid',
  email: 'text',
  password_hash: 'text',
  title: 'text',
  first_name: 'text',
  middle_name: 'text',
  last_name: 'text',
  gender: 'text',
  dob: 'date',
  mobile_no: 'text',
  specialty: 'text',
  certificate_name: 'text',
  nationality: 'text',
  department: 'text',
  institution: 'text',
  dental_reg_number: 'text',
  address: 'text',
  city: 'text',
  state: 'text',
  postcode: 'text',
  country: 'text',
  how_did_you_know: 'text',
  membership_id: 'text',
  membership_type_name: 'text',
  membership_price_paise: 'int4',
  status: 'text',
  is_manual: 'bool',
  member_since: 'date',
  valid_until: 'date',
  life_member: 'bool',
  payment_id: 'uuid',
  reviewed_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  deleted_at: 'timestamptz',
};
