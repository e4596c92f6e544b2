import { newsletterEndpoints as endpoints, type NewsletterSubscriptionInput } from '@osi/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';

/** The subscribe box: the server answers the same for every address. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: (input: NewsletterSubscriptionInput) =>
      callEndpoint(endpoints.subscribe, { body: input }),
  });

export const useConfirmSubscription = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(endpoints.confirm, { body: { token } }),
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(endpoints.unsubscribe, { params: { token } }),
  });

export const useResubscribe = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(endpoints.resubscribe, { body: { token } }),
  });
