import { membershipYearEndpoints, type MembershipYearSettings } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The grace period and the reminder days, or their defaults. */
export const useMembershipYearSettings = () =>
  useQuery({
    queryKey: adminKeys.membershipYearSettings(),
    queryFn: () => callEndpoint(membershipYearEndpoints.settings),
  });

/** Saves them; the back office's views of members, whose standing they change, then reload. */
export const useSaveMembershipYearSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MembershipYearSettings) =>
      callEndpoint(membershipYearEndpoints.saveSettings, { body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
