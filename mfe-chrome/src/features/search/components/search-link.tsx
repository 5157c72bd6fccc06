// SPEC §2 Search: the search icon. For now it leads to the language's search page; the search overlay
// (opens here, closes on outside click, route change and submit) replaces the link in a later issue.
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';

export function SearchLink({ className }: { className?: string }) {
  const { t } = useChromeTranslation();
  return (
    <Link to={t('searchPath')} className={className} aria-label={t('search')}>
      <SearchIcon />
    </Link>
  );
}
