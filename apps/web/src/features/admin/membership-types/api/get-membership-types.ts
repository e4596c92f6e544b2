import { adminMembershipTypeSchema } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

/** Every type, retired ones too, with how many members hold each. */
export const useMembershipTypes = () =>
  useQuery({
    queryKey: adminKeys.membershipTypes(),
    queryFn: () => api.get('/admin/membership-types', z.array(adminMembershipTypeSchema)),
  });
