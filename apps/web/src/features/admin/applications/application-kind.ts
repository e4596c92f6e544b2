import type { ApplicationReviewEndpoints } from '@osi/shared';
import type { DeleteWords } from '../components/delete-button';

/**
 * One kind of application the back office reviews (membership, fellowship, research grant): what
 * the shared list, details, delete, restore and status pieces need to know about it.
 */
export type ApplicationKind = {
  /** Its API under /api/admin: `members` for /api/admin/members/export.csv. */
  resource: string;
  /** Its status, delete and restore endpoints. */
  review: ApplicationReviewEndpoints;
  /** The spec's question before a delete, and its delete failures. */
  deleteWords: DeleteWords;
  /** Its details page, a pattern with `:id`. */
  detailsPath: string;
  /** Its list, where Go Back leads when the details were opened first. */
  listPath: string;
  /** What its list is called in a sentence: "the membership applications". */
  listName: string;
};

/** A kind with a list and a details page of its own in the back office (fellowship, research grant). */
export type ReviewedApplicationKind = ApplicationKind & {
  /** The spec's words for an application not found, and for nothing to download. */
  messages: { adminNotFound: string; noDownloads: string };
};
