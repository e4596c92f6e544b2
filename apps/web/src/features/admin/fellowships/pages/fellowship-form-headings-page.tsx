import { AdminPageHeader } from '../../components/admin-page-header';
import { CaptionEditor } from '../../captions/components/caption-editor';

/** The banner and header captions of /apply-fellowship. */
export function FellowshipFormHeadingsPage() {
  return (
    <>
      <AdminPageHeader
        title="Fellowship Form Headings"
        description="The captions members see at the top of the fellowship application form."
      />
      <div className="grid gap-6">
        <CaptionEditor
          captionKey="fellowship-form-banner"
          title="Banner Section"
          label="Banner Caption"
        />
        <CaptionEditor
          captionKey="fellowship-form-header"
          title="Header Section"
          label="Header Caption"
        />
      </div>
    </>
  );
}
