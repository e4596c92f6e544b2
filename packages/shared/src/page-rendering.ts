/** What the web app's server renderer answers for an address (the server sends it on). */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string; body: string }
  | { kind: 'redirect'; status: number; location: string }
  /** The page is drawn in the browser only (member area, back office). */
  | { kind: 'client' };

export type PageRendererOptions = {
  /** Calls the API in-process. */
  fetchApi: typeof fetch;
  /** The site's public address, for absolute share-image addresses. */
  origin: string;
};

/** What the server knows of who asks for the page, without looking anything up. */
export type PageVisitor = {
  /** The request carries no session cookie: the page can be drawn signed out, and say so. */
  signedOut: boolean;
};

export type CreatePageRenderer = (
  options: PageRendererOptions,
) => (url: string, visitor: PageVisitor) => Promise<RenderedPage>;
