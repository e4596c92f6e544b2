import { expect, it } from 'vitest';
import { loadWithForms } from './load-with-forms';

it('starts the modules named first, in their order, before the module itself', async () => {
  const started: string[] = [];
  const loaded = await loadWithForms(
    async () => {
      started.push('page');
      return { page: 'the page' };
    },
    async () => void started.push('endpoints'),
    async () => void started.push('schemas'),
  );
  expect(started).toEqual(['endpoints', 'schemas', 'page']);
  expect(loaded).toEqual({ page: 'the page' });
});
