import type { Endpoint } from './endpoint';

/** What the web app's server renderer answers for an address (the server sends it on). */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string; body: string }
  | { kind: 'redirect'; status: number; location: string }
  /** The page is drawn in the browser only (member area, back office). */
  | { kind: 'client' };

/** An endpoint's parameters and query, as a page asks for them. */
export type ReadInput = { params?: unknown; query?: unknown };

/** What a public read answers: the status and JSON body the API would send for it. */
export type ReadAnswer = { status: number; body: unknown };

export type PageRendererOptions = {
  /**
   * Answers one of the API's public reads by calling its service in-process, without HTTP
   * (decision 073).
   */
  readEndpoint: (endpoint: Endpoint, input: ReadInput) => Promise<ReadAnswer>;
  /** The site's public address, for absolute share-image addresses. */
  origin: string;
  /** Draws the header and footer of signed-out visitors' pages once, and keeps them. */
  keepsParts: boolean;
};

/** What the server knows of who asks for the page, without looking anything up. */
export type PageVisitor = {
  /** The request carries no session cookie: the page can be drawn signed out, and say so. */
  signedOut: boolean;
};

export type CreatePageRenderer = (
  options: PageRendererOptions,
) => (url: string, visitor: PageVisitor) => Promise<RenderedPage>;
