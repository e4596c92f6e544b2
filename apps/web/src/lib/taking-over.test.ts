import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TakingOver from './taking-over';

let takingOver: typeof TakingOver;

beforeEach(async () => {
  vi.resetModules();
  takingOver = await import('./taking-over');
});

/** The promise `takeOverApart` throws for `name`, or undefined when the part may be drawn. */
const heldBack = (name: string) => {
  try {
    takingOver.takeOverApart(name);
    return undefined;
  } catch (thrown) {
    return thrown as Promise<void>;
  }
};

describe('takeOverApart', () => {
  it('holds nothing back outside taking over a drawn page', () => {
    expect(heldBack('header')).toBeUndefined();
  });

  it('holds each part back until a task of its own, in the order they were met', async () => {
    takingOver.startTakingOver();
    const header = heldBack('header');
    const footer = heldBack('footer');
    expect(header).toBeInstanceOf(Promise);
    expect(footer).toBeInstanceOf(Promise);
    // Drawn again while waiting, a part waits for the same turn.
    expect(heldBack('header')).toBe(header);

    const settled: string[] = [];
    void footer?.then(() => settled.push('footer'));
    await header;
    expect(heldBack('header')).toBeUndefined();
    expect(settled).toEqual([]);
    expect(heldBack('footer')).toBe(footer);

    await footer;
    expect(heldBack('footer')).toBeUndefined();
  });

  it('says the app has taken over only after every part held back', async () => {
    takingOver.startTakingOver();
    const footer = heldBack('footer');
    let footerTakenOver = false;
    void footer?.then(() => (footerTakenOver = true));
    await takingOver.afterPartsTakenOver();
    expect(footerTakenOver).toBe(true);
  });

  it('waits too for the parts met inside a part, as that part is taken over', async () => {
    takingOver.startTakingOver();
    const page = heldBack('page');
    let formTakenOver = false;
    // The page's own drawing, once its turn comes, meets the form inside it.
    void page?.then(() => heldBack('form')?.then(() => (formTakenOver = true)));
    await takingOver.afterPartsTakenOver();
    expect(formTakenOver).toBe(true);
  });

  it('holds nothing back once the page is taken over', () => {
    takingOver.startTakingOver();
    takingOver.endTakingOver();
    expect(heldBack('footer')).toBeUndefined();
  });
});

describe('loadInTasks', () => {
  it('starts each step in a task after the one before, and gives the last step’s module', async () => {
    const seen: string[] = [];
    // Each step queues a task: it has run before the next step starts only if a task passed.
    const step = (name: string) => async () => {
      seen.push(name);
      setTimeout(() => seen.push(`task after ${name}`), 0);
      return { name };
    };
    const loaded = await takingOver.loadInTasks(step('schema'), step('forms'), step('box'));
    expect(loaded).toEqual({ name: 'box' });
    expect(seen).toEqual([
      'schema',
      'task after schema',
      'forms',
      'task after forms',
      'box',
      'task after box',
    ]);
  });
});
