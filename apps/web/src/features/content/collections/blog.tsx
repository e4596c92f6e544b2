import { EducationNewsletterBox } from '@/features/newsletter/components/newsletter-box';
import { articleCollection } from './article-collection';

/** /blog: the education header, a carousel of posts, and the newsletter box; a page per category. */
export const blog = articleCollection({
  collection: 'blog',
  banner: { section: 'education', fallback: 'Blog' },
  group: 'Education',
  pageSize: 30,
  lists: [{ empty: 'Blog posts will appear here soon.' }],
  label: 'Blog posts',
  after: <EducationNewsletterBox />,
});
