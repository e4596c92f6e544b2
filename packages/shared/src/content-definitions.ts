import { defaultOfferHours, refundRuleLabels, refundRules } from './event-rules';
import type { FieldDefinition } from './field-definitions';

/**
 * The public site's content, defined once (decision 005): *collections* are lists of items (press
 * articles, podcasts, committee members...), *sections* are single records (a page's banner and
 * texts). Each is a list of field definitions; the schema that checks an item on the server and
 * in the admin editor, and the editor's form, are both made from that list.
 */

/** Rich text written in the editor; the server keeps only the allowed tags (sanitised on write). */
type RichTextDefinition = {
  name: string;
  kind: 'richText';
  label: string;
  hint?: string;
  required?: string;
  maxLength: number;
};

/** An uploaded image, resized at upload into a few widths and served with `srcset`. */
type ImageDefinition = {
  name: string;
  kind: 'image';
  label: string;
  hint?: string;
  required?: string;
};

export type ContentFieldDefinition = FieldDefinition | RichTextDefinition | ImageDefinition;

/** Rich text's longest length, in characters. */
export const richTextMaxLength = 100_000;

// ---- the fields the collections share ---------------------------------------------------------

const required = (label: string) => `Please enter the ${label.toLowerCase()}`;

/**
 * The builder of one kind's fields: each takes a name, a label and options; the kind adds what
 * `extras` makes of the options, and a required field says `requiredMessage` of its label.
 */
const fieldsOf =
  <const K extends ContentFieldDefinition['kind'], O extends object, const X extends object>(
    kind: K,
    extras: (options: O) => X,
    requiredMessage = required,
  ) =>
  (name: string, label: string, options: O & { required?: boolean; hint?: string } = {} as O) => ({
    name,
    kind,
    label,
    ...(options.hint ? { hint: options.hint } : {}),
    ...extras(options),
    ...(options.required ? { required: requiredMessage(label) } : {}),
  });

const text = fieldsOf('text', ({ max = 200 }: { max?: number }) => ({ maxLength: max }));
const textarea = fieldsOf('textarea', ({ max = 1000 }: { max?: number }) => ({ maxLength: max }));
const richText = fieldsOf('richText', () => ({ maxLength: richTextMaxLength }));
const image = fieldsOf(
  'image',
  () => ({}),
  (label) => `Please upload the ${label.toLowerCase()}`,
);

/** A required choice of one of `options`. */
const select = <const O extends readonly [string, ...string[]]>(
  name: string,
  label: string,
  options: O,
) => ({
  name,
  kind: 'select' as const,
  label,
  options,
  required: `Please choose the ${label.toLowerCase()}`,
});

/** An optional whole number from `min` to `max`; empty is null. */
const wholeNumber = (
  name: string,
  label: string,
  { min, max, hint }: { min: number; max: number; hint?: string },
) => ({
  name,
  kind: 'number' as const,
  label,
  ...(hint ? { hint } : {}),
  min: { value: min, message: `Please enter ${min} or more` },
  max: { value: max, message: `Please enter ${max} or less` },
  wholeMessage: 'Please enter a whole number',
});

const webAddress = /^https:\/\/[^\s<>"]+$/;
const link = fieldsOf('url', () => ({
  maxLength: 500,
  pattern: { regex: webAddress, message: 'Please enter a web address starting with https://' },
}));

const emailAddress = fieldsOf('email', () => ({
  maxLength: 200,
  pattern: {
    regex: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/,
    message: 'Please enter an e-mail address',
  },
}));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const date = fieldsOf('date', () => ({
  maxLength: 10,
  pattern: { regex: isoDate, message: 'Please choose a date' },
}));

/** The pattern of a YouTube watch, short or embed address; its 11-character id is group 1. */
export const youtubeUrlPattern =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#][^\s]*)?$/;
export const youtubeIdOf = (url: string) => youtubeUrlPattern.exec(url)?.[1] ?? null;

/**
 * What an event takes registrations with (decision 079): without an opening date it takes none
 * on this site (an outside registration address may still be given).
 */
const eventRegistrationFields = [
  date('registrationOpens', 'Registration opens', {
    hint: 'Leave empty to take no registrations on this site.',
  }),
  date('registrationCloses', 'Registration closes', {
    hint: 'Leave empty to take registrations until the event starts.',
  }),
  wholeNumber('capacity', 'Places', { min: 1, max: 100_000, hint: 'Leave empty for no limit.' }),
  wholeNumber('memberPrice', 'Price for members (₹)', {
    min: 0,
    max: 1_000_000,
    hint: 'Members in good standing. Empty or 0 is free.',
  }),
  wholeNumber('nonMemberPrice', 'Price for non-members (₹)', { min: 0, max: 1_000_000 }),
  wholeNumber('studentPrice', 'Price for students (₹)', { min: 0, max: 1_000_000 }),
  date('cancellationDeadline', 'Cancellation deadline', {
    hint: 'The last day a place can be cancelled with the refund below; later cancellations are not refunded.',
  }),
  {
    name: 'refundRule',
    kind: 'select' as const,
    label: 'Refund on cancellation',
    options: refundRules,
    optionLabels: refundRuleLabels,
  },
  wholeNumber('offerHours', 'Hours a waiting-list offer is held', {
    min: 1,
    max: 168,
    hint: `${defaultOfferHours} when empty.`,
  }),
  wholeNumber('cdePoints', 'CDE points', { min: 0, max: 100 }),
  text('accreditationNumber', 'CDE accreditation number', { max: 80 }),
] as const;

/** Press and blog articles share their shape (the spec's press/blog item). */
const articleFields = [
  text('title', 'Title', { required: true }),
  image('image', 'Image', { required: true }),
  text('category', 'Category', { required: true, max: 80 }),
  text('tag', 'Tag', { max: 80 }),
  text('author', 'Author name', { max: 120 }),
  textarea('summary', 'Summary', {
    required: true,
    max: 300,
  }),
  richText('body', 'Article', { required: true }),
] as const;

/** The caption of a page's banner. */
const bannerField = text('banner', 'Banner caption', { required: true });

/** A page's banner caption and introduction, shown above a collection's items. */
const pageHeadingFields = [bannerField, textarea('intro', 'Introduction')] as const;

/** A guidelines page: its banner, heading and the guidelines themselves, under `bodyLabel`. */
const guidelinesFields = (bodyLabel: string) =>
  [
    bannerField,
    text('heading', 'Heading', { required: true }),
    richText('body', bodyLabel, { required: true }),
  ] as const;

/**
 * The parts of the research application guidelines that the Research menu's How to Apply,
 * Application Review Process and Accepted Articles lead to, each at its own anchor.
 */
export const applicationGuidelineParts = [
  { name: 'howToApply', title: 'How to Apply', anchor: 'how-to-apply' },
  {
    name: 'reviewProcess',
    title: 'Application Review Process',
    anchor: 'application-review-process',
  },
  { name: 'acceptedArticles', title: 'Accepted Articles', anchor: 'accepted-articles' },
] as const;

// ---- the registry --------------------------------------------------------------------------------

export interface CollectionDefinition {
  /** The API's name for it: `/api/content/{name}`. */
  name: string;
  /** What the back office calls it. */
  label: string;
  /** One item, in lower case: "press article". */
  itemLabel: string;
  fields: readonly ContentFieldDefinition[];
  /** The required text field that names an item in lists, searches and (for `slugged`) its slug. */
  titleField: string;
  /** Items have their own page at a slug. */
  slugged: boolean;
  /** A text field whose value groups items into categories, each with its own page. */
  categoryField?: string;
  /** A date field the public list is ordered by (upcoming and past); otherwise the set order. */
  dateField?: string;
}

export const contentCollections = [
  {
    name: 'press',
    label: 'Osi Press',
    itemLabel: 'press article',
    fields: articleFields,
    titleField: 'title',
    slugged: true,
    categoryField: 'category',
  },
  {
    name: 'blog',
    label: 'Blogs',
    itemLabel: 'blog post',
    fields: articleFields,
    titleField: 'title',
    slugged: true,
    categoryField: 'category',
  },
  {
    name: 'podcast',
    label: 'Podcast',
    itemLabel: 'podcast',
    fields: [
      text('title', 'Title', { required: true }),
      textarea('description', 'Description', { required: true, max: 600 }),
      image('image', 'Cover image', { required: true }),
      {
        name: 'audioUrl',
        kind: 'url',
        label: 'Audio address',
        hint: 'An MP3 or M4A file on the web (https://) or on this site (/…)',
        maxLength: 500,
        required: required('Audio address'),
        pattern: {
          regex: /^(?:https:\/\/[^\s<>"]+|\/[A-Za-z0-9._~/-]+)$/,
          message: 'Please enter an address starting with https:// or /',
        },
      },
    ],
    titleField: 'title',
    slugged: false,
  },
  {
    name: 'video',
    label: 'Youtube',
    itemLabel: 'video',
    fields: [
      text('title', 'Title', { required: true }),
      {
        name: 'url',
        kind: 'url',
        label: 'YouTube address',
        maxLength: 300,
        required: required('YouTube address'),
        pattern: { regex: youtubeUrlPattern, message: 'Please enter a YouTube video address' },
      },
      textarea('description', 'Description', { max: 600 }),
    ],
    titleField: 'title',
    slugged: false,
  },
  {
    name: 'committee',
    label: 'Our Committee',
    itemLabel: 'committee member',
    fields: [
      text('name', 'Name', { required: true }),
      image('image', 'Photo', { required: true }),
      select('group', 'Section', ['First section', 'Second section']),
      text('role', 'Role', { max: 120 }),
    ],
    titleField: 'name',
    slugged: false,
  },
  {
    name: 'council',
    label: 'Recognition council',
    itemLabel: 'council member',
    fields: [
      text('name', 'Name', { required: true }),
      image('image', 'Photo', { required: true }),
      text('role', 'Role', { required: true, max: 120 }),
    ],
    titleField: 'name',
    slugged: false,
  },
  {
    name: 'event',
    label: 'Events',
    itemLabel: 'event',
    fields: [
      text('title', 'Title', { required: true }),
      date('startDate', 'Start date', { required: true }),
      date('endDate', 'End date'),
      text('time', 'Time', { max: 80 }),
      text('venue', 'Venue', { required: true }),
      text('city', 'City', { required: true, max: 80 }),
      image('image', 'Image'),
      textarea('summary', 'Summary', { required: true, max: 300 }),
      richText('body', 'Details'),
      link('registrationUrl', 'Registration address'),
      ...eventRegistrationFields,
    ],
    titleField: 'title',
    slugged: true,
    dateField: 'startDate',
  },
  {
    name: 'study-club',
    label: 'Study Club',
    itemLabel: 'study club',
    fields: [
      text('name', 'Name', { required: true }),
      text('city', 'City', { required: true, max: 80 }),
      text('coordinator', 'Coordinator', { required: true, max: 120 }),
      text('schedule', 'Meets', { max: 200 }),
      { name: 'email', kind: 'email', label: 'Contact e-mail', maxLength: 200 },
      image('image', 'Image'),
      textarea('summary', 'Summary', { required: true, max: 300 }),
      richText('body', 'About the club'),
    ],
    titleField: 'name',
    slugged: true,
  },
  {
    name: 'gallery',
    label: 'Gallery',
    itemLabel: 'photo',
    fields: [
      text('caption', 'Caption', { required: true }),
      image('image', 'Photo', { required: true }),
      text('album', 'Album', { max: 120 }),
    ],
    titleField: 'caption',
    slugged: false,
  },
  {
    name: 'speaker',
    label: 'Speaker',
    itemLabel: 'speaker',
    fields: [
      text('name', 'Name', { required: true }),
      image('image', 'Photo'),
      text('speciality', 'Speciality', { required: true, max: 120 }),
      text('city', 'City', { required: true, max: 80 }),
      textarea('topics', 'Topics', { required: true, max: 600 }),
      textarea('bio', 'Short biography', { max: 1000 }),
    ],
    titleField: 'name',
    slugged: false,
  },
  {
    name: 'decision-tree',
    label: 'Decision Trees',
    itemLabel: 'decision tree or checklist',
    fields: [
      text('title', 'Title', { required: true }),
      select('kind', 'Kind', ['Decision tree', 'Checklist']),
      textarea('summary', 'Summary', { required: true, max: 300 }),
      richText('body', 'Steps', { required: true }),
      image('image', 'Diagram'),
    ],
    titleField: 'title',
    slugged: false,
  },
  {
    name: 'research-grant',
    label: 'Research grant',
    itemLabel: 'research grant',
    fields: [
      text('title', 'Title', { required: true }),
      text('amount', 'Grant amount', { max: 80 }),
      date('deadline', 'Application deadline'),
      image('image', 'Image'),
      textarea('summary', 'Summary', { required: true, max: 300 }),
      richText('body', 'Details', { required: true }),
    ],
    titleField: 'title',
    slugged: true,
  },
  {
    name: 'fellow',
    label: 'Members and fellow',
    itemLabel: 'fellow',
    fields: [
      text('name', 'Name', { required: true }),
      image('image', 'Photo'),
      text('city', 'City', { max: 80 }),
      text('speciality', 'Speciality', { max: 120 }),
      {
        name: 'year',
        kind: 'number',
        label: 'Year of fellowship',
        required: 'Please enter the year of fellowship',
        min: { value: 1990, message: 'Please enter a year from 1990' },
        max: { value: 2100, message: 'Please enter a realistic year' },
        wholeMessage: 'Please enter a year',
      },
    ],
    titleField: 'name',
    slugged: false,
  },
  {
    name: 'member-benefit',
    label: 'Member benefits',
    itemLabel: 'benefit',
    fields: [
      text('title', 'Title', { required: true }),
      textarea('description', 'Description', { required: true, max: 600 }),
    ],
    titleField: 'title',
    slugged: false,
  },
] as const satisfies readonly CollectionDefinition[];

export type ContentCollectionName = (typeof contentCollections)[number]['name'];
export const contentCollectionNames = contentCollections.map(
  (collection) => collection.name,
) as unknown as readonly [ContentCollectionName, ...ContentCollectionName[]];

export interface SectionDefinition {
  /** The API's name for it: `/api/content/sections/{name}`. */
  name: string;
  label: string;
  fields: readonly ContentFieldDefinition[];
}

export const contentSections = [
  {
    name: 'home',
    label: 'Homepage',
    fields: [
      text('heroHeading', 'Main heading', { required: true }),
      textarea('heroText', 'Text under the heading', { required: true, max: 400 }),
      image('heroImage', 'Main image', { required: true }),
      text('introHeading', 'Introduction heading', { required: true }),
      richText('introBody', 'Introduction', { required: true }),
    ],
  },
  {
    name: 'about-us',
    label: 'About us',
    fields: [
      bannerField,
      image('image', 'Image'),
      richText('body', 'About the society', { required: true }),
      textarea('vision', 'Vision', { max: 600 }),
      textarea('mission', 'Mission', { max: 600 }),
    ],
  },
  {
    name: 'contact-us',
    label: 'Contact us content',
    fields: [...pageHeadingFields, text('officeHours', 'Office hours', { max: 200 })],
  },
  { name: 'directory-finder', label: 'Directory Finder', fields: pageHeadingFields },
  { name: 'member-benefits', label: 'Member benefits page', fields: pageHeadingFields },
  {
    name: 'fellowship-guidelines',
    label: 'Fellow Guidelines',
    fields: guidelinesFields('Guidelines (a numbered list)'),
  },
  {
    name: 'application-guidelines',
    label: 'Research application guidelines',
    fields: [
      ...guidelinesFields('Guidelines'),
      ...applicationGuidelineParts.map((part) => richText(part.name, part.title)),
    ],
  },
  {
    name: 'committee-page',
    label: 'Our Committee page',
    fields: [
      bannerField,
      text('firstHeading', 'First section heading', { required: true }),
      text('secondHeading', 'Second section heading', { required: true }),
    ],
  },
  { name: 'council-page', label: 'Recognition council page', fields: pageHeadingFields },
  { name: 'press-page', label: 'Press page', fields: pageHeadingFields },
  { name: 'education', label: 'Education pages', fields: pageHeadingFields },
  { name: 'events-page', label: 'Events page', fields: pageHeadingFields },
  { name: 'study-club-page', label: 'Study Club page', fields: pageHeadingFields },
  { name: 'gallery-page', label: 'Gallery page', fields: pageHeadingFields },
  { name: 'speaker-page', label: 'Speaker finder page', fields: pageHeadingFields },
  { name: 'decision-trees-page', label: 'Decision Trees page', fields: pageHeadingFields },
  { name: 'research-grant-page', label: 'Research grant page', fields: pageHeadingFields },
  { name: 'fellows-page', label: 'Fellows page', fields: pageHeadingFields },
  {
    // Each save publishes a new version of the notice, which consents refer to (decision 085).
    name: 'privacy',
    label: 'Privacy notice',
    fields: [
      text('heading', 'Page heading', { required: true }),
      richText('body', 'Notice', {
        required: true,
        hint: 'What personal data the society keeps, why, for how long, and members’ rights.',
      }),
      text('grievanceOfficer', 'Grievance officer', { required: true, max: 120 }),
      emailAddress('grievanceEmail', 'Grievance officer’s e-mail', { required: true }),
      textarea('grievanceAddress', 'Grievance officer’s postal address', {
        required: true,
        max: 400,
      }),
      text('grievanceResponseTime', 'Grievances answered within', {
        required: true,
        max: 80,
        hint: 'For example “30 days”; the DPDP Rules allow at most 90 days.',
      }),
      textarea('dataProtectionContact', 'Data protection contact', {
        required: true,
        max: 600,
        hint: 'Who answers questions about the processing of personal data, and how to reach them.',
      }),
    ],
  },
] as const satisfies readonly SectionDefinition[];

export type ContentSectionName = (typeof contentSections)[number]['name'];
export const contentSectionNames = contentSections.map(
  (section) => section.name,
) as unknown as readonly [ContentSectionName, ...ContentSectionName[]];

export const collectionDefinition = (name: ContentCollectionName): CollectionDefinition =>
  contentCollections.find((collection) => collection.name === name)!;
export const sectionDefinition = (name: ContentSectionName): SectionDefinition =>
  contentSections.find((section) => section.name === name)!;

export const contentMessages = {
  slugTaken: 'Another item already uses this slug; please choose another.',
  slugEmpty: 'A slug needs at least one letter or digit.',
  created: 'Saved.',
  updated: 'Changes saved.',
  deleted: 'Deleted.',
  hasRegistrations:
    'People have registered for this event, so it cannot be deleted. Unpublish it instead.',
  published: 'Published: visitors can see it now.',
  unpublished: 'Unpublished: visitors no longer see it.',
  reordered: 'Order saved.',
  sectionSaved: 'Page content saved.',
  noticePublished: (version: number) =>
    `Saved and published as version ${version}: applicants now agree to this version.`,
  notFound: 'That item no longer exists.',
  categoryNotFound: 'There is no such category.',
  reorderMismatch: 'The list changed meanwhile; please reload it and try again.',
} as const;

// ---- the spec's constants of the public pages ---------------------------------------------------

/** The press and blog carousel: 3 cards wide, 2 up to 1024 px, 1 up to 767 px, 500 ms. */
export const carousel = { cardsWide: 3, twoCardsUpToPx: 1024, oneCardUpToPx: 767, speedMs: 500 };
/** Podcasts shown per page. */
export const podcastsPerPage = 2;
