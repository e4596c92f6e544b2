import type { Detail } from './details-section';

/** The committee's comments on an application, or the spec's words when it left none. */
export const commentsDetail = (comments: string): Detail => ({
  label: 'Comments',
  value: comments || 'No comments available.',
});

/** An e-mail address or phone number as a link that writes or calls; empty when there is none. */
export const addressLink = (scheme: 'mailto' | 'tel', address: string) =>
  address && (
    <a href={`${scheme}:${address}`} className="underline underline-offset-4">
      {address}
    </a>
  );
