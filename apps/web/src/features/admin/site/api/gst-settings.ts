import { adminPaymentEndpoints, type GstSettings } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

const gstKey = [...adminKeys.all, 'gst'] as const;

/** The society's GST details; null while receipts carry no tax. */
export const useGstSettings = () =>
  useQuery({ queryKey: gstKey, queryFn: () => callEndpoint(adminPaymentEndpoints.gst) });

/** Sets the GST details, or removes them (null); receipts issued from then on follow. */
export const useSaveGstSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GstSettings) =>
      callEndpoint(adminPaymentEndpoints.saveGst, { body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gstKey }),
  });
};
