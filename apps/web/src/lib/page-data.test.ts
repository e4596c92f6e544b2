import { QueryClient, queryOptions } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loaderOf, loadInBrowser, serverPageContext, type PageData } from './page-data';

const answerLater = () => {
  let answer = (_value: string) => {};
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
};

const load = (pageData: PageData, context: RouterContextProvider) =>
  loaderOf(pageData)({
    params: { slug: 'first' },
    request: new Request('https://osi.example.org/blog/first'),
    url: new URL('https://osi.example.org/blog/first'),
    pattern: '/blog/:slug',
    context,
  });

describe('page data', () => {
  it('on the server, loads every query the page names before it is drawn, refusals kept', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const post = queryOptions({ queryKey: ['post', 'first'], queryFn: async () => 'A post' });
    const missing = queryOptions({
      queryKey: ['post', 'gone'],
      queryFn: async (): Promise<string> => {
        throw new Error('not found');
      },
    });
    await load(
      ({ params }) => (params.slug === 'first' ? [post, missing] : []),
      serverPageContext(queryClient),
    );

    expect(queryClient.getQueryData(post.queryKey)).toBe('A post');
    expect(queryClient.getQueryState(missing.queryKey)?.status).toBe('error');
  });

  it('reads what the rest depends on first', async () => {
    const queryClient = new QueryClient();
    const settings = queryOptions({ queryKey: ['settings'], queryFn: async () => 'osi' });
    const press = queryOptions({ queryKey: ['press'], queryFn: async () => ['article'] });
    await load(
      async ({ read }) => ((await read(settings)) === 'osi' ? [press] : []),
      serverPageContext(queryClient),
    );
    expect(queryClient.getQueryData(press.queryKey)).toEqual(['article']);
  });

  it('in the browser, starts what the cache lacks without waiting, and asks nothing twice', async () => {
    const queryClient = new QueryClient();
    loadInBrowser(queryClient);
    const later = answerLater();
    const fresh = queryOptions({ queryKey: ['fresh'], queryFn: () => later.promise });
    const handedOver = vi.fn(async () => 'again');
    const kept = queryOptions({ queryKey: ['kept'], queryFn: handedOver });
    queryClient.setQueryData(kept.queryKey, 'from the server');

    await load(() => [fresh, kept], new RouterContextProvider());

    expect(queryClient.getQueryState(fresh.queryKey)?.fetchStatus).toBe('fetching');
    expect(handedOver).not.toHaveBeenCalled();
    later.answer('arrived');
    await vi.waitFor(() => expect(queryClient.getQueryData(fresh.queryKey)).toBe('arrived'));
  });
});
