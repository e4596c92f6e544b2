import { okResponseSchema, type NewsletterSubscriptionInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The subscribe box: the server answers the same for every address. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: (input: NewsletterSubscriptionInput) =>
      api.post('/newsletter/subscriptions', input, okResponseSchema),
  });

export const useConfirmSubscription = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post('/newsletter/confirmations', { token }, okResponseSchema),
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, undefined, okResponseSchema),
  });

export const useResubscribe = () =>
  useMutation({
    mutationFn: (token: string) => api.post('/newsletter/resubscribe', { token }, okResponseSchema),
  });
