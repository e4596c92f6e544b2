import { useLocation } from 'react-router';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ContentCollectionEditor } from '../components/content-collection-editor';
import { SectionEditor } from '../components/section-editor';
import { contentAreas } from '../content-areas';

/** A content management area of the sidebar: its page records, then its items. */
export function ContentAreaPage() {
  const { pathname } = useLocation();
  const area = contentAreas.find((candidate) => candidate.path === pathname)!;
  return (
    <div key={area.path} className="grid gap-6">
      <AdminPageHeader title={area.title} description={area.description} />
      {area.sections.map((section) => (
        <SectionEditor key={section.name} section={section} />
      ))}
      {area.collection && <ContentCollectionEditor collection={area.collection} />}
    </div>
  );
}
