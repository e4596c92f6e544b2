import { expect, type Page } from '@playwright/test';

/** Each specified page with its address and what the demo seed shows on it. */
export const seededPages = [
  [
    '/',
    'Advancing dental implantology in India',
    ['A society of implantologists, by implantologists', 'Upcoming events', 'In the press'],
  ],
  [
    '/our-committee',
    'Our Committee',
    ['Office Bearers', 'Dr. Rajesh Kumar', 'Executive Committee'],
  ],
  ['/recognition-council', 'Recognition Council', ['Prof. S. Ramachandran', 'Council Member']],
  [
    '/osi-press',
    'OSI in the Press',
    ['Guided surgery workshop trains 120 clinicians in Bengaluru'],
  ],
  [
    '/osi-press/rural-implant-camp-restores-smiles-in-tumakuru-district',
    'Rural implant camp restores smiles in Tumakuru district',
    ['OSI Communications', 'Key points', 'Categories'],
  ],
  [
    '/fellowship-guidelines',
    'Fellowship Guidelines',
    ['Guidelines for the Fellowship of the Society', 'Applicants must be members'],
  ],
  [
    '/application-guidelines',
    'Research Grant Guidelines',
    ['How to Apply', 'Choose one grant.', 'Application Review Process', 'Accepted Articles'],
  ],
  ['/blog', 'Education Hub', ['Five checks before you load an implant', 'Subscribe']],
  [
    '/blog/five-checks-before-you-load-an-implant',
    'Five checks before you load an implant',
    ['Dr. Arjun Mehta', 'Clinical Tips'],
  ],
  [
    '/blog/category/research',
    'Education Hub',
    ['Short implants in the posterior mandible: a review'],
  ],
  ['/youtube', 'Education Hub', ['Immediate implant placement: a live demonstration']],
  ['/podcast', 'Education Hub', ['Implant Talk 1: Where implantology in India is heading']],
  ['/about-us', 'About the Society', ['Our vision', 'Our mission']],
  ['/membership-benefits', 'Membership Benefits', ['Continuing education', 'Apply for membership']],
  [
    '/privacy',
    'Privacy Notice',
    ['Grievance officer', 'Dr. Meera Subramanian, Honorary Secretary', 'Your rights'],
  ],
  ['/gallery', 'Gallery', ['Opening ceremony', 'Outreach camp']],
  ['/speaker-finder', 'Speaker Finder', ['Dr. Sanjay Gupta', 'Zygomatic implants']],
  ['/decision-trees-checklists', 'Decision Trees and Checklists', ['Pre-surgical checklist']],
  [
    '/fellows',
    'Fellows of the Society',
    [
      'Dr. Meera Krishnan',
      'Fellow 2025',
      'In the fellowship programme',
      'Dr. Ananya Krishnan',
      'Prof. Lakshmi Narayanan',
    ],
  ],
  [
    '/events',
    'Events',
    ['Upcoming events', 'Past events', '1st National Conference of the Society'],
  ],
  [
    '/events/2nd-national-conference-of-the-society',
    '2nd National Conference of the Society',
    ['NIMHANS Convention Centre, Bengaluru', 'Add to calendar (.ics)'],
  ],
  ['/study-club', 'Study Clubs', ['Mumbai Implant Study Club']],
  [
    '/study-club/bengaluru-implant-study-club',
    'Bengaluru Implant Study Club',
    ['Dr. Kavitha Rao', 'Second Saturday of every month'],
  ],
  ['/research-grant', 'Research Grants', ['Young Research Grant']],
  [
    '/research-grant/osi-research-grant',
    'OSI Research Grant',
    ['Who may apply', 'Apply for a grant'],
  ],
] as const;

/** Opens a seeded page and finds its heading, and its texts in the page's main part. */
export const expectSeededPage = async (
  page: Page,
  [url, heading, texts]: (typeof seededPages)[number],
) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const text of texts) {
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
  }
};
