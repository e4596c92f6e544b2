import {
  certificateVerificationEndpoints,
  eventRegistrationEndpoints as endpoints,
  type EndpointRequest,
  type GuestRegistrationInput,
  type OwnRegistration,
} from '@osi/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataKey } from '@/lib/session';

const registrationInfoOptions = (slug: string) =>
  queryOptions({
    queryKey: ['event-registration', slug],
    queryFn: () => callEndpoint(endpoints.info, { params: { slug } }),
  });

/** An event's prices, places and whether it takes registrations now. */
export const useRegistrationInfo = (slug: string) => useQuery(registrationInfoOptions(slug));

const ownRegistrationKey = (token: string) => ['event-registrations', token] as const;

/** One registration, by the secret token of its page. */
export const useOwnRegistration = (token: string) =>
  useQuery({
    queryKey: ownRegistrationKey(token),
    queryFn: () => callEndpoint(endpoints.own, { params: { token } }),
  });

/** E-mails a visitor the code that verifies their address. */
export const useSendEventCode = (slug: string) =>
  useMutation({
    mutationFn: (body: { email: string }) =>
      callEndpoint(endpoints.sendCode, { params: { slug }, body }),
  });

export const useVerifyEventCode = (slug: string) =>
  useMutation({
    mutationFn: (body: { email: string; otp: string }) =>
      callEndpoint(endpoints.verifyCode, { params: { slug }, body }),
  });

export const registerGuest = (slug: string, body: GuestRegistrationInput) =>
  callEndpoint(endpoints.registerGuest, { params: { slug }, body });

export const registerMember = (slug: string) =>
  callEndpoint(endpoints.registerMember, { params: { slug }, body: { confirm: true } });

/** Takes a place offered from the waiting list, or one held for its payment. */
export const acceptPlace = (token: string) =>
  callEndpoint(endpoints.accept, { params: { token }, body: { confirm: true } });

/** Sends the signed payment of a held place; the server verifies it and registers the place. */
export const payForPlace = (body: EndpointRequest<typeof endpoints.pay>['body']) =>
  callEndpoint(endpoints.pay, { body });

/**
 * After a change: the page of the registration shows what the server answered, and the event's
 * places and the member's lists are read again.
 */
export const useRegistrationChanged = () => {
  const queryClient = useQueryClient();
  return async (registration: OwnRegistration) => {
    queryClient.setQueryData(ownRegistrationKey(registration.token), registration);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: registrationInfoOptions(registration.event.slug).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: ownDataKey }),
    ]);
  };
};

export const useCancelRegistration = (token: string) => {
  const changed = useRegistrationChanged();
  return useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.cancel, { params: { token }, body: { confirm: true } }),
    onSuccess: ({ registration }) => changed(registration),
  });
};

/** Who holds the certificate with `code`, of what, and whether it is valid. */
export const useCertificateVerification = (code: string) =>
  useQuery({
    queryKey: ['certificate-verification', code],
    queryFn: () => callEndpoint(certificateVerificationEndpoints.verify, { params: { code } }),
  });
