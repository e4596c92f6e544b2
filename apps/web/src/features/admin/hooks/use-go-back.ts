import { useLocation, useNavigate } from 'react-router';

/**
 * Back one page, as the browser's Back button would; to `fallback` when this page was the
 * first one opened (a bookmark or a link from an e-mail), so Go Back never leaves the site.
 */
export const useGoBack = (fallback: string) => {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    void (key === 'default' ? navigate(fallback) : navigate(-1));
  };
};
