import { privacyNoticeEndpoints } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The privacy notice versions a member agreed to, latest first. */
export const useMemberConsents = (memberId: string) =>
  useQuery({
    queryKey: [...adminKeys.member(memberId), 'privacy-consents'] as const,
    queryFn: () =>
      callEndpoint(privacyNoticeEndpoints.memberConsents, { params: { id: memberId } }),
  });
