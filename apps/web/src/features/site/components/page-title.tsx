import { useSiteSettings } from '../api/get-site-settings';

/** Sets the document title: the page's own title, then the society's name. */
export function PageTitle({ title }: { title?: string }) {
  const { data } = useSiteSettings();
  const text = [title, data?.name].filter(Boolean).join(' · ');
  return text ? <title>{text}</title> : null;
}
