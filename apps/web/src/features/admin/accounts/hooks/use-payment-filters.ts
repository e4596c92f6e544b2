import { paymentFiltersSchema } from '@osi/shared';
import { useAddressFilters } from '../../hooks/use-address-filters';

const filterKeys = ['purpose', 'status', 'from', 'to', 'member'] as const;

/** The Payments page's filters and page, kept in the address. */
export const usePaymentFilters = () => useAddressFilters(paymentFiltersSchema, filterKeys);
