import { loadWithForms } from '@/components/form/load-with-forms';

/** The subscribe box's module for the footer, which loads it on every page, in short tasks. */
export const loadNewsletterBox = () => loadWithForms(() => import('./newsletter-box'));
