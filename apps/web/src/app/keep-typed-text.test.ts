import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedText } from './keep-typed-text';

const drawnPage = () => {
  document.body.innerHTML = `
    <div id="root">
      <input id="email" type="email" />
      <textarea id="message"></textarea>
      <input id="untouched" />
      <input id="gone" />
    </div>`;
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  return { root: document.getElementById('root')!, field };
};

/** Typing as the browser does it: the text changes, then the field says so. */
const type = (field: HTMLInputElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('text typed before the app has taken the page over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is typed again into the fields still on the page, and the app hears of it', () => {
    const { root, field } = drawnPage();
    const release = keepTypedText(root);
    type(field('email'), 'asha@example.com');
    type(field('message'), 'Hello');
    type(field('gone'), 'lost');
    // The app takes over: a field starts empty, the app listens, and a field is no longer drawn.
    field('email').value = '';
    const heard = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener('input', heard);
    field('gone').remove();

    release();
    expect(field('email').value).toBe('asha@example.com');
    expect(field('message').value).toBe('Hello');
    expect(field('untouched').value).toBe('');
    expect(heard.mock.results.map((result) => result.value)).toEqual(['asha@example.com', 'Hello']);
  });

  it('leaves again a field the visitor typed into and left, so its checks run', () => {
    const { root, field } = drawnPage();
    const release = keepTypedText(root);
    field('email').focus();
    type(field('email'), 'taken@example.com');
    field('message').focus();
    type(field('message'), 'Still typing');
    // The app takes over, listening for fields being left as Preact and React each do.
    const left = vi.fn((event: Event) => `${event.type} ${(event.target as Element).id}`);
    for (const id of ['email', 'message']) field(id).addEventListener('blur', left);
    root.addEventListener('focusout', left);

    release();
    expect(left.mock.results.map((result) => result.value)).toEqual([
      'blur email',
      'focusout email',
    ]);
    expect(document.activeElement).toBe(field('message'));
  });

  it('is no longer watched once released', () => {
    const { root, field } = drawnPage();
    const release = keepTypedText(root);
    release();
    type(field('email'), 'later@example.com');
    field('email').value = '';
    release();
    expect(field('email').value).toBe('');
  });
});
