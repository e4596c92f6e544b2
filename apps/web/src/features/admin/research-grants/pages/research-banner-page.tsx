import { AdminPageHeader } from '../../components/admin-page-header';
import { CaptionEditor } from '../../captions/components/caption-editor';

/** The banner caption of /research-grant-application. */
export function ResearchBannerPage() {
  return (
    <>
      <AdminPageHeader
        title="Research Banner"
        description="The caption members see at the top of the research grant application form."
      />
      <CaptionEditor
        captionKey="research-form-banner"
        title="Banner Section"
        label="Banner Caption"
      />
    </>
  );
}
