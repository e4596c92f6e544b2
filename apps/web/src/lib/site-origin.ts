/** Set where the server draws pages; in the browser the page's own address is used. */
let serverOrigin = '';

/** The site's own address (scheme, host, port). */
export const siteOrigin = () => serverOrigin || window.location.origin;

/** Whether the page is being drawn on the server rather than in the browser. */
export const drawingOnServer = () => serverOrigin !== '';

export const setServerOrigin = (origin: string) => {
  serverOrigin = origin;
};
