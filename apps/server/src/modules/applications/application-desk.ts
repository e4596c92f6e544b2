import type { Executor } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import {
  oneOpenReview,
  type OneOpenOptions,
  type ReviewedRecords,
  type ReviewedRow,
} from './application-review';
import { recordExportStreams, type RecordExport } from './exports';

/** What the desk adds to the review of one kind of application: its list and its exports. */
type DeskOptions<
  Row extends ReviewedRow,
  ListItem,
  ExportRow extends { id: string },
  Item,
> = OneOpenOptions<Row> & {
  listLive: (
    db: Executor,
    page: number,
    pageSize: number,
  ) => Promise<{ items: Row[]; total: number }>;
  toListItem: (row: Row) => ListItem;
  exports: RecordExport<ExportRow, Item>;
};

/**
 * The administrators' desk for a kind of application a member has one open at a time: a page of
 * the live ones, the review (status, delete, restore) and the JSON and CSV exports.
 */
export const applicationDesk = <
  Row extends ReviewedRow,
  ListItem,
  ExportRow extends { id: string },
  Item,
>(
  records: ReviewedRecords<Row>,
  options: DeskOptions<Row, ListItem, ExportRow, Item>,
) => ({
  listPage: async (db: Executor, query: { page: number; pageSize: number }) => {
    const { items, total } = await options.listLive(db, query.page, query.pageSize);
    return pageOf(items.map(options.toListItem), total, query);
  },
  ...oneOpenReview(records, options),
  exports: recordExportStreams(options.exports),
});

export type ApplicationDesk = ReturnType<typeof applicationDesk>;
