import { formatNumber } from '@/utils/format';

/** The spec's page size for every list of the back office. */
export const adminPageSize = 20;

/** The query string for a page of a back-office list. */
export const pageQuery = (page: number, search = '') => ({
  page,
  pageSize: adminPageSize,
  search: search || undefined,
});

/** The running number of a list entry: (page - 1) × 20 + index + 1. */
export const rowNumber = (page: number, index: number) => (page - 1) * adminPageSize + index + 1;

/** A list's total as the back office shows it: 1,000+ when the server stopped counting. */
export const totalLabel = (list: { total: number; totalIsCapped: boolean }) =>
  `${formatNumber(list.total)}${list.totalIsCapped ? '+' : ''}`;
