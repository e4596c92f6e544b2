import { useProfile } from '@/lib/profile';

/**
 * Why the signed-in member may not apply for a fellowship or a grant yet: `notApproved` while
 * their membership is pending or declined, undefined once it is approved.
 */
export const useApplyRefusal = (notApproved: string) => {
  const profile = useProfile();
  return {
    loading: profile.isPending,
    failed: profile.isError,
    retry: () => void profile.refetch(),
    refusal: profile.data && profile.data.status !== 'approved' ? notApproved : undefined,
  };
};
