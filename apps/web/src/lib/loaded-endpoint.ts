import type * as responseSchemas from './response-schemas';

type Groups = Pick<
  typeof responseSchemas,
  'contentEndpoints' | 'directoryEndpoints' | 'privacyNoticeEndpoints'
>;

/**
 * Loads one of the public pages' API definitions with the first call that needs it, so that a
 * page's first load carries no zod (decision 052).
 */
export const loadedEndpoint =
  <G extends keyof Groups, K extends keyof Groups[G]>(group: G, name: K) =>
  async () =>
    (await import('./response-schemas'))[group][name];
