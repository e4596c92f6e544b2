import sharp from 'sharp';
import {
  collectionDefinition,
  contentSections,
  sectionDefinition,
  slugify,
  societyDay,
  type ContentCollectionName,
  type ContentImage,
  type ContentSectionName,
} from '@osi/shared';
import type { Storage } from '../../infra/storage';
import { storeContentImage } from '../../modules/content/content-images';
import { parseContentValue } from '../../modules/content/content.service';
import { publishNoticeVersion } from '../../modules/privacy/privacy-notice.service';
import { readSetting, writeSetting } from '../settings';
import type { Database } from '../client';
import { contentItems } from '../schema';
import { countWhere } from '../rows-where';
import { demoEvents } from './events';
import { demoPrivacyNotice } from './privacy-notice';

const palettes = [
  ['#312e81', '#7c3aed'],
  ['#1e3a8a', '#0ea5e9'],
  ['#134e4a', '#14b8a6'],
  ['#7c2d12', '#f59e0b'],
  ['#4c1d95', '#db2777'],
  ['#1f2937', '#6366f1'],
] as const;

/** An abstract scene drawn here (no text, no network): a gradient with soft shapes, or a portrait silhouette. */
const drawing = (kind: 'scene' | 'person', seed: number) => {
  const [from, to] = palettes[seed % palettes.length]!;
  const [width, height] = kind === 'person' ? [480, 480] : [1200, 675];
  const shapes =
    kind === 'person'
      ? `<circle cx="240" cy="190" r="92" fill="#fff" fill-opacity="0.85"/>
         <ellipse cx="240" cy="470" rx="170" ry="150" fill="#fff" fill-opacity="0.85"/>`
      : `<circle cx="${200 + ((seed * 137) % 700)}" cy="${160 + ((seed * 59) % 300)}" r="${120 + (seed % 4) * 30}" fill="#fff" fill-opacity="0.18"/>
         <circle cx="${900 - ((seed * 71) % 500)}" cy="${420 - ((seed * 43) % 200)}" r="${180 + (seed % 3) * 40}" fill="#fff" fill-opacity="0.12"/>
         <path d="M560 190c-40 0-70 30-70 80 0 70 30 190 55 190 18 0 15-80 30-80s12 80 30 80c25 0 55-120 55-190 0-50-30-80-70-80-12 0-18 8-30 8s-18-8-30-8z" fill="#fff" fill-opacity="0.9"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
  );
};

const makeImage = async (
  storage: Storage,
  kind: 'scene' | 'person',
  seed: number,
  alt: string,
): Promise<ContentImage> => {
  const png = await sharp(drawing(kind, seed)).png().toBuffer();
  const { id, width, height, widths } = await storeContentImage(storage, png);
  return { id, width, height, widths, alt };
};

/** A short spoken-word-like tone (WAV), so the podcast player has something of its own to play. */
const demoAudio = (seconds: number, frequency: number) => {
  const rate = 8000;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples);
  for (let index = 0; index < samples; index += 1) {
    const fade = Math.min(1, index / 800, (samples - index) / 800);
    data[index] = 128 + Math.round(40 * fade * Math.sin((2 * Math.PI * frequency * index) / rate));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
};

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

const articles = [
  {
    title: 'OSI delegation presents Indian implant outcomes at the Asia-Pacific congress',
    category: 'Conferences',
    tag: 'Congress',
    summary:
      'Members presented ten-year survival data from Indian practices, with over 2,000 implants followed up.',
  },
  {
    title: 'Guided surgery workshop trains 120 clinicians in Bengaluru',
    category: 'Education',
    tag: 'Workshop',
    summary:
      'A two-day hands-on course on digital planning, surgical guides and immediate provisionalisation.',
  },
  {
    title: 'Society publishes consensus on peri-implantitis management',
    category: 'Research',
    tag: 'Consensus',
    summary:
      'A practical protocol for diagnosis, non-surgical care and regenerative surgery, written by twelve members.',
  },
  {
    title: 'Rural implant camp restores smiles in Tumakuru district',
    category: 'Community',
    tag: 'Outreach',
    summary:
      'Volunteer members placed implant-retained overdentures for forty edentulous elderly patients.',
  },
  {
    title: 'New fellowship cohort begins its six-month case programme',
    category: 'Education',
    tag: 'Fellowship',
    summary:
      'Twenty-four fellows start documenting retrospective and prospective cases under their mentors.',
  },
] as const;

const blogPosts = [
  {
    title: 'Choosing between immediate and delayed implant placement',
    category: 'Clinical Tips',
    tag: 'Surgery',
    summary: 'What the evidence says about socket type, primary stability and esthetic risk.',
  },
  {
    title: 'Five checks before you load an implant',
    category: 'Clinical Tips',
    tag: 'Prosthetics',
    summary: 'Insertion torque, ISQ, soft tissue, occlusion and the patient’s habits.',
  },
  {
    title: 'Building a digital workflow in a small practice',
    category: 'Practice Management',
    tag: 'Digital',
    summary: 'Intraoral scanning, planning software and in-house guides on a sensible budget.',
  },
  {
    title: 'Short implants in the posterior mandible: a review',
    category: 'Research',
    tag: 'Evidence',
    summary: 'When a 6 mm implant is the better choice than a nerve lateralisation.',
  },
] as const;

const articleBody = (summary: string) =>
  paragraphs(
    summary,
    'The society brings together implantologists from across India to share what works in everyday practice, and to hold that practice to the evidence.',
  ) +
  '<h2>Key points</h2><ul><li>Plan prosthetically, then surgically.</li><li>Record outcomes so that they can be compared.</li><li>Share difficult cases with colleagues early.</li></ul>' +
  paragraphs(
    'Members can discuss this topic further in the members-only forum, and the next study club meetings will take it up in case presentations.',
  );

const people = {
  committee: [
    ['Dr. Rajesh Kumar', 'President', 'First section'],
    ['Dr. Priya Nair', 'Vice President', 'First section'],
    ['Dr. Arjun Mehta', 'Secretary', 'First section'],
    ['Dr. Kavitha Rao', 'Treasurer', 'First section'],
    ['Dr. Sanjay Gupta', 'Scientific Chair', 'Second section'],
    ['Dr. Neha Sharma', 'Education Chair', 'Second section'],
    ['Dr. Vivek Menon', 'Outreach Chair', 'Second section'],
    ['Dr. Ananya Iyer', 'Member', 'Second section'],
  ],
  council: [
    ['Prof. S. Ramachandran', 'Chair, Recognition Council'],
    ['Dr. Farah Khan', 'Council Member'],
    ['Dr. Manoj Pillai', 'Council Member'],
    ['Dr. Deepa Joshi', 'Council Member'],
  ],
} as const;

/** Items of every collection, in the order they show, each checked by its collection's schema. */
const demoItems = async (storage: Storage) => {
  let seed = 0;
  const scene = (alt: string) => makeImage(storage, 'scene', (seed += 1), alt);
  const person = (name: string) => makeImage(storage, 'person', (seed += 1), `Portrait of ${name}`);
  await storage.put('content/demo-podcast-1.wav', demoAudio(6, 220), {
    contentType: 'audio/wav',
    visibility: 'public',
  });
  await storage.put('content/demo-podcast-2.wav', demoAudio(6, 330), {
    contentType: 'audio/wav',
    visibility: 'public',
  });
  const audio = (index: number) => `/uploads/public/content/demo-podcast-${(index % 2) + 1}.wav`;

  const items: Partial<Record<ContentCollectionName, Record<string, unknown>[]>> = {
    press: await Promise.all(
      articles.map(async (article) => ({
        ...article,
        author: 'OSI Communications',
        image: await scene(article.title),
        body: articleBody(article.summary),
      })),
    ),
    blog: await Promise.all(
      blogPosts.map(async (post, index) => ({
        ...post,
        author: ['Dr. Priya Nair', 'Dr. Arjun Mehta', 'Dr. Neha Sharma', 'Dr. Sanjay Gupta'][index],
        image: await scene(post.title),
        body: articleBody(post.summary),
      })),
    ),
    podcast: await Promise.all(
      [
        [
          'Implant Talk 1: Where implantology in India is heading',
          'Our president on growth, training and standards.',
        ],
        [
          'Implant Talk 2: Bone grafting without fear',
          'A conversation on ridge preservation and GBR.',
        ],
        [
          'Implant Talk 3: The digital practice',
          'Scanners, guides and what they change for patients.',
        ],
        [
          'Implant Talk 4: Complications we learn from',
          'Honest case discussions from three members.',
        ],
      ].map(async ([title, description], index) => ({
        title,
        description,
        image: await scene(`Cover of ${title}`),
        audioUrl: audio(index),
      })),
    ),
    video: [
      ['Immediate implant placement: a live demonstration', 'dQw4w9WgXcQ'],
      ['Sinus lift techniques compared', 'M7lc1UVf-VE'],
      ['Digital smile design for implant cases', 'aqz-KE-bpKQ'],
      ['All-on-four: planning to delivery', 'ysz5S6PUM-U'],
    ].map(([title, id]) => ({
      title,
      url: `https://www.youtube.com/watch?v=${id}`,
      description: 'Recorded at a society study club meeting.',
    })),
    committee: await Promise.all(
      people.committee.map(async ([name, role, group]) => ({
        name,
        role,
        group,
        image: await person(name),
      })),
    ),
    council: await Promise.all(
      people.council.map(async ([name, role]) => ({ name, role, image: await person(name) })),
    ),
    event: await Promise.all(
      demoEvents(societyDay()).map(async (event) => ({
        time: '9:00 am – 5:30 pm',
        image: await scene(event.title),
        summary: `Lectures, live demonstrations and case presentations in ${event.city}.`,
        body: paragraphs(
          'Registration includes lunch and course material. Attendance earns the CDE points shown.',
        ),
        registrationUrl: '',
        ...event,
      })),
    ),
    'study-club': await Promise.all(
      [
        ['Bengaluru Implant Study Club', 'Bengaluru', 'Dr. Kavitha Rao'],
        ['Mumbai Implant Study Club', 'Mumbai', 'Dr. Arjun Mehta'],
        ['Chennai Implant Study Club', 'Chennai', 'Dr. Ananya Iyer'],
      ].map(async ([name, city, coordinator]) => ({
        name,
        city,
        coordinator,
        schedule: 'Second Saturday of every month, 6:30 pm',
        email: `${slugify(city!)}.studyclub@osi.example.org`,
        image: await scene(`${name} meeting`),
        summary: `Monthly case discussions and journal reviews for implantologists in ${city}.`,
        body: paragraphs(
          'Members present their cases, review recent papers and plan difficult treatments together.',
        ),
      })),
    ),
    gallery: await Promise.all(
      [
        'Opening ceremony',
        'Hands-on session',
        'Poster presentations',
        'Award night',
        'Study club meeting',
        'Outreach camp',
      ].map(async (caption, index) => ({
        caption,
        album: index < 4 ? '1st National Conference' : 'Society activities',
        image: await scene(caption),
      })),
    ),
    speaker: await Promise.all(
      [
        [
          'Dr. Rajesh Kumar',
          'Periodontics',
          'Bengaluru',
          'Immediate implants; soft-tissue management',
        ],
        [
          'Dr. Priya Nair',
          'Prosthodontics',
          'Kochi',
          'Full-arch rehabilitation; digital workflows',
        ],
        [
          'Dr. Sanjay Gupta',
          'Oral and Maxillofacial Surgery',
          'Delhi',
          'Zygomatic implants; sinus augmentation',
        ],
        ['Dr. Neha Sharma', 'Periodontics', 'Mumbai', 'Peri-implantitis; regenerative surgery'],
      ].map(async ([name, speciality, city, topics]) => ({
        name,
        speciality,
        city,
        topics,
        bio: `${name} has lectured widely on implant dentistry and teaches in the society's courses.`,
        image: await person(name!),
      })),
    ),
    'decision-tree': [
      [
        'Immediate or delayed placement?',
        'Decision tree',
        '<ol><li>Is the socket wall intact?</li><li>Is primary stability of at least 35 Ncm achievable?</li><li>Is the esthetic risk low? Then consider immediate placement; otherwise delay.</li></ol>',
      ],
      [
        'Pre-surgical checklist',
        'Checklist',
        '<ul><li>Medical history and consent</li><li>CBCT reviewed and plan signed</li><li>Surgical guide fitted</li><li>Antibiotic prophylaxis as indicated</li></ul>',
      ],
      [
        'Managing a failing implant',
        'Decision tree',
        '<ol><li>Probe and radiograph.</li><li>Bone loss under 2 mm: non-surgical care.</li><li>More: surgical access and regeneration, or removal.</li></ol>',
      ],
    ].map(([title, kind, body]) => ({
      title,
      kind,
      summary: 'A one-page guide for the chairside.',
      body,
      image: null,
    })),
    'research-grant': await Promise.all(
      [
        [
          'OSI Research Grant',
          '₹2,00,000',
          'Support for clinical and laboratory research by members.',
        ],
        [
          'Young Research Grant',
          '₹75,000',
          'For members under 35 starting their first research project.',
        ],
        [
          'Young Research Scholarship',
          '₹50,000',
          'For postgraduate students working on implant dentistry.',
        ],
      ].map(async ([title, amount, summary]) => ({
        title,
        amount,
        deadline: '2027-01-31',
        image: await scene(title!),
        summary,
        body:
          paragraphs(summary!) +
          '<h2>Who may apply</h2><ul><li>Members of the society in good standing</li><li>Projects approved by an ethics committee</li></ul>',
      })),
    ),
    fellow: await Promise.all(
      [
        ['Dr. Meera Krishnan', 'Chennai', 'Prosthodontics', 2025],
        ['Dr. Imran Sheikh', 'Hyderabad', 'Periodontics', 2025],
        ['Dr. Lakshmi Reddy', 'Vijayawada', 'Oral Surgery', 2024],
        ['Dr. Rohan Desai', 'Pune', 'Prosthodontics', 2024],
      ].map(async ([name, city, speciality, year]) => ({
        name,
        city,
        speciality,
        year,
        image: await person(String(name)),
      })),
    ),
    'member-benefit': [
      ['Continuing education', 'Discounted courses, workshops and CDE points through the year.'],
      [
        'Fellowship programme',
        'A structured six-month case programme leading to the society’s fellowship.',
      ],
      ['Research grants', 'Grants and scholarships for members’ research projects.'],
      ['Member directory', 'Be found by colleagues and patients in your city.'],
      ['Discussion forum', 'Ask colleagues about difficult cases in a members-only forum.'],
      ['Congress rates', 'Reduced registration for the national conference.'],
    ].map(([title, description]) => ({ title, description })),
  };
  return items;
};

const demoSections = async (
  storage: Storage,
): Promise<Record<ContentSectionName, Record<string, unknown>>> => {
  const banner = (text: string, intro = '') => ({ banner: text, intro });
  return {
    home: {
      heroHeading: 'Advancing dental implantology in India',
      heroText:
        'Our mission: to serve the needs of growing implantologists in India and worldwide, and deliver excellence in implantology to every patient.',
      heroImage: await makeImage(
        storage,
        'scene',
        40,
        'An implant illustration on a violet background',
      ),
      introHeading: 'A society of implantologists, by implantologists',
      introBody: paragraphs(
        'We train, connect and support dentists who place and restore implants, from their first case to their fellowship.',
      ),
    },
    'about-us': {
      banner: 'About the Society',
      image: await makeImage(storage, 'scene', 41, 'Members at the national conference'),
      body: paragraphs(
        'The Oral Implantology Society of India was founded to raise the standard of implant care across the country.',
        'It runs courses, study clubs, a fellowship programme, research grants and an annual national conference.',
      ),
      vision: 'Safe, predictable implant treatment available to every patient in India.',
      mission:
        'Serve the needs of growing implantologists in India and worldwide, and deliver excellence in implantology to every patient.',
    },
    'contact-us': {
      ...banner('Contact Us', 'Write to the secretariat; we answer within two working days.'),
      officeHours: 'Monday to Friday, 10 am – 6 pm',
    },
    'directory-finder': banner('Directory Finder', 'Find a member of the society near you.'),
    'member-benefits': banner('Membership Benefits', 'What members of the society receive.'),
    'fellowship-guidelines': {
      banner: 'Fellowship Guidelines',
      heading: 'Guidelines for the Fellowship of the Society',
      body: '<ol><li>Applicants must be members of the society in good standing.</li><li>The fellowship fee is paid with the application.</li><li>After approval, fellows upload seven retrospective and three prospective cases within six months.</li><li>Each case has pre-operative, intra-operative and post-operative presentations (.pptx).</li><li>Cases are locked when submitted and reviewed by the fellowship committee.</li></ol>',
    },
    'application-guidelines': {
      banner: 'Research Grant Guidelines',
      heading: 'Research grants of the society',
      body: '<p>The society funds research in oral implantology through the OSI Research Grant, the Young Research Grant and the Young Research Scholarship. Approved members apply once a year from their dashboard.</p>',
      howToApply:
        '<ol><li>Choose one grant.</li><li>Fill in the member details, the principal investigator and up to five co-investigators.</li><li>Attach the letter of motivation, detailed budget, short CV and degree certificate.</li></ol>',
      reviewProcess:
        '<ol><li>The research committee reviews every application and informs the applicant by e-mail.</li><li>Approved projects are given access to upload their roadmaps and budgets: months 1 to 3 first, then months 4 to 6.</li><li>Each part is signed off by the departments and approved or returned with a reason.</li></ol>',
      acceptedArticles:
        '<p>Articles from funded projects accepted for publication are listed here with their journal and year. Send the acceptance letter to the secretariat to have yours added.</p>',
    },
    'committee-page': {
      banner: 'Our Committee',
      firstHeading: 'Office Bearers',
      secondHeading: 'Executive Committee',
    },
    'council-page': banner(
      'Recognition Council',
      'The council that recognises excellence in implantology.',
    ),
    'press-page': banner('OSI in the Press', 'News and announcements from the society.'),
    education: banner('Education Hub', 'Articles, videos and podcasts from the society’s members.'),
    'events-page': banner('Events', 'Conferences, courses and study club meetings.'),
    'study-club-page': banner('Study Clubs', 'Meet implantologists in your city every month.'),
    'gallery-page': banner('Gallery', 'Moments from the society’s meetings.'),
    'speaker-page': banner('Speaker Finder', 'Invite a speaker from the society to your meeting.'),
    'decision-trees-page': banner(
      'Decision Trees and Checklists',
      'One-page guides for the chairside.',
    ),
    'research-grant-page': banner(
      'Research Grants',
      'Grants and scholarships for members’ research.',
    ),
    'fellows-page': banner(
      'Fellows of the Society',
      'Members who completed the fellowship programme.',
    ),
    privacy: demoPrivacyNotice,
  };
};

/**
 * Fills every collection and page record that is still empty with believable content and images
 * drawn here, so a fresh start shows a complete site offline. Safe to run again.
 */
export const seedDemoContent = async (db: Database, storage: Storage) => {
  const sectionNames = contentSections.map((section) => section.name);
  const missing: ContentSectionName[] = [];
  for (const name of sectionNames) {
    if ((await readSetting(db, `section:${name}`)) === undefined) missing.push(name);
  }
  if (missing.length > 0) {
    const sections = await demoSections(storage);
    for (const name of missing) {
      const value = parseContentValue(sectionDefinition(name).fields, sections[name]);
      await db.transaction(async (tx) => {
        await writeSetting(tx, `section:${name}`, value);
        if (name === 'privacy') await publishNoticeVersion(tx, value, null);
      });
    }
  }
  if ((await countWhere(db, contentItems, undefined)) > 0) return;
  const items = await demoItems(storage);
  await db.transaction(async (tx) => {
    for (const [name, values] of Object.entries(items) as [
      ContentCollectionName,
      Record<string, unknown>[],
    ][]) {
      const definition = collectionDefinition(name);
      for (const [position, input] of values.entries()) {
        const value = parseContentValue(definition.fields, input);
        await tx.insert(contentItems).values({
          collection: name,
          value,
          slug: definition.slugged ? slugify(String(value[definition.titleField])) : null,
          category: definition.categoryField
            ? slugify(String(value[definition.categoryField]))
            : null,
          position,
          publishedAt: new Date(Date.now() - position * 86_400_000),
        });
      }
    }
  });
};
