import type { contentEndpoints } from '@osi/shared';

/** Loads one of the content API's definitions with the first call that needs it. */
export const contentEndpoint =
  <K extends keyof typeof contentEndpoints>(name: K) =>
  async () =>
    (await import('./response-schemas')).contentEndpoints[name];
