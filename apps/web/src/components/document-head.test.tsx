import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentHead } from './document-head';

const metaContent = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.content;

// Drawing the tags on the server is checked with the renderer (entry-server.test.tsx).
describe('DocumentHead in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the head’s own title and tags, adding, changing and removing them as pages change', () => {
    document.head.innerHTML =
      '<title>Drawn on the server</title><meta name="description" content="Old">';
    const { rerender, container } = render(
      <DocumentHead
        title="Press · OSI"
        meta={{ description: 'News of the society', robots: 'noindex', 'og:title': 'Press' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.title).toBe('Press · OSI');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent('meta[name="description"]')).toBe('News of the society');
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    expect(metaContent('meta[property="og:title"]')).toBe('Press');

    rerender(
      <DocumentHead title="Blog · OSI" meta={{ description: 'Articles', robots: undefined }} />,
    );
    expect(document.title).toBe('Blog · OSI');
    expect(metaContent('meta[name="description"]')).toBe('Articles');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
