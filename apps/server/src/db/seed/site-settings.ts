import type { SiteSettings } from '@osi/shared';

export const demoSiteSettings: SiteSettings = {
  name: 'Oral Implantology Society of India',
  shortName: 'osi',
  missionStatement:
    'To serve the needs of growing implantologists in India and worldwide, and to deliver excellence in implantology to every patient.',
  contactEmail: 'secretariat@osi-india.example',
  phone: '+91 80 4123 5678',
  address: '3rd Floor, Prestige Meridian, 29 MG Road, Bengaluru, Karnataka 560001',
  social: {
    facebook: 'https://www.facebook.com/osi.india.example',
    instagram: 'https://www.instagram.com/osi.india.example',
  },
  conference: {
    title: '2nd National Conference, 2025',
    url: 'https://congress.osi-india.example',
  },
  developerCredit: { name: 'OSI Digital Team', url: 'https://osi-india.example/team' },
};
