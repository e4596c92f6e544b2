import { paymentFiltersSchema, type PaymentFilters } from '@osi/shared';
import { useSearchParams } from 'react-router';

const filterKeys = ['purpose', 'status', 'from', 'to', 'member'] as const;

/**
 * The Payments page's filters and page, kept in the address so a link or Back shows the same
 * list; filters the server would refuse are dropped. A change of filters starts at page 1.
 */
export const usePaymentFilters = () => {
  const [params, setParams] = useSearchParams();
  const read = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = paymentFiltersSchema.safeParse(read);
  const filters: PaymentFilters = parsed.success ? parsed.data : {};
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;

  const show = (next: PaymentFilters, nextPage: number) =>
    setParams(
      {
        ...Object.fromEntries(Object.entries(next).filter(([, value]) => Boolean(value))),
        ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      },
      { replace: true },
    );

  return {
    filters,
    page,
    setFilters: (next: PaymentFilters) => show(next, 1),
    setPage: (nextPage: number) => show(filters, nextPage),
  };
};
