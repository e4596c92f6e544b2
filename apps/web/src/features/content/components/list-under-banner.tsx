import type { ContentItem } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import type { PageGroup } from '@/config/paths';
import type { listPage } from '../api/page-content';
import { SectionBanner } from './content-banner';
import { ContentList, ContentPageBody } from './content-states';

type ListLook = Pick<
  ComponentProps<typeof ContentList>,
  'empty' | 'skeletonClassName' | 'listClassName'
>;

/**
 * A content page of one collection's items under the banner an administrator writes: the banner,
 * the group's links, what comes `before` the list, the list in its loading, failed and empty
 * states, then what comes `after`.
 */
export function ListUnderBanner({
  page,
  fallback,
  group,
  before,
  after,
  children,
  ...look
}: ListLook & {
  page: ReturnType<typeof listPage>;
  /** The banner's heading until an administrator writes one. */
  fallback: string;
  group?: PageGroup;
  before?: ReactNode;
  after?: ReactNode;
  children: (items: ContentItem[]) => ReactNode;
}) {
  const list = useQuery(page.list);
  return (
    <>
      <SectionBanner section={page.section} fallback={fallback} />
      <ContentPageBody group={group}>
        {before}
        <ContentList query={list} {...look}>
          {children}
        </ContentList>
        {after}
      </ContentPageBody>
    </>
  );
}
