import { generatePath, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { ApiError } from '@/lib/api-client';
import { useContentCategory, useContentList } from '../api/content';
import { ArticleCarousel } from '../components/article-carousel';
import { ArticlePage } from '../components/article-page';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { typedAll, type ArticleValue } from '../content-types';

const postPath = (slug: string) => generatePath(paths.blogPost, { slug });
const categoryPath = (categorySlug: string) => generatePath(paths.blogCategory, { categorySlug });

function BlogCarousel({ category }: { category?: string }) {
  const posts = useContentList('blog', { pageSize: 30, ...(category ? { category } : {}) });
  return (
    <ContentList query={posts} empty="Blog posts will appear here soon.">
      {(items) => (
        <ArticleCarousel
          label="Blog posts"
          articles={typedAll<ArticleValue>(items)}
          linkTo={postPath}
        />
      )}
    </ContentList>
  );
}

/** /blog: the education header, a carousel of posts, and the newsletter box. */
export function BlogPage() {
  return (
    <>
      <SectionBanner section="education" fallback="Blog" />
      <ContentPageBody group="Education">
        <BlogCarousel />
        <NewsletterBox className="mt-12" />
      </ContentPageBody>
    </>
  );
}

/** /blog/category/{categorySlug}: the posts of one category; "not found" for any other slug. */
export function BlogCategoryPage() {
  const { categorySlug = '' } = useParams();
  const category = useContentCategory('blog', categorySlug);
  if (category.error instanceof ApiError && category.error.status === 404) return <NotFoundPage />;
  const name = category.data?.name;
  return (
    <>
      <SectionBanner section="education" fallback="Blog" />
      <ContentPageBody>
        <h2 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          {name ?? categorySlug}
        </h2>
        <BlogCarousel category={categorySlug} />
        <NewsletterBox className="mt-12" />
      </ContentPageBody>
    </>
  );
}

/** /blog/{slug}: one post. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <ArticlePage
      collection="blog"
      section="education"
      slug={slug}
      linkTo={postPath}
      categoryLink={categoryPath}
      fallbackBanner="Blog"
    />
  );
}
