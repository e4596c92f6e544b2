import { loadInTasks } from '@/lib/taking-over';

/**
 * A module with forms, loaded after what forms stand on: zod (with the schema lookup), the form
 * library, then `first` (modules whose schemas take long to build), then the module, each started
 * in a task of its own. Loaded together they start in one task of 100 to 150 ms on a slow phone.
 */
export const loadWithForms = <M>(load: () => Promise<M>, ...first: (() => Promise<unknown>)[]) =>
  loadInTasks(
    () => import('./schema-lookup'),
    () => import('./use-zod-form'),
    ...first,
    load,
  );
