import { loadInTasks } from '@/lib/taking-over';

/**
 * The subscribe box's module for the footer, which loads it on every page: zod with the box's
 * schema, the form library, then the box, each started in a task of its own.
 */
export const loadNewsletterBox = () =>
  loadInTasks(
    () => import('../api/newsletter-schema'),
    () => import('@/components/form/use-zod-form'),
    () => import('./newsletter-box'),
  );
