// Tag filter chips: toggle buttons that update the shared filter store and rewrite the URL query (the
// navigation reruns the list's load()). SPEC §4: adding a present tag or removing an absent one only logs an
// error (the store does), the URL still decides what the list shows.
import { useSiteStores, type ProductTag, useSiteNavigate } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import { listQueryString, toggleTag } from '../utils/list-query';
import styles from './tag-filter.module.css';

interface TagFilterProps {
  tags: ProductTag[];
  selectedTagIds: number[];
  basePath: string;
}

export function TagFilter({ tags, selectedTagIds, basePath }: TagFilterProps) {
  const { t } = useCatalogueTranslation();
  const navigate = useSiteNavigate();
  const filter = useSiteStores().productFilter;
  if (tags.length === 0) return null;

  // Replace: filtering should not fill the history, and focus stays on the chip just pressed.
  const go = (tagIds: number[]) =>
    void navigate(basePath + listQueryString({ page: 1, tagIds }), { replace: true, preventScrollReset: true });

  const toggle = (tag: ProductTag) => {
    if (selectedTagIds.includes(tag.id)) filter.getState().removeTag(tag.id);
    else filter.getState().addTag(tag);
    go(toggleTag({ page: 1, tagIds: selectedTagIds }, tag.id).tagIds);
  };

  const clear = () => {
    filter.getState().setTags([]);
    go([]);
  };

  return (
    <div role="group" aria-labelledby="product-tag-filter" className={styles.filter}>
      <span id="product-tag-filter" className={styles.label}>
        {t('filterByTag')}
      </span>
      <ul className={styles.chips}>
        {tags.map((tag) => {
          const pressed = selectedTagIds.includes(tag.id);
          return (
            <li key={tag.id}>
              <button type="button" className={styles.chip} aria-pressed={pressed} onClick={() => toggle(tag)}>
                <CheckIcon />
                {tag.name}
              </button>
            </li>
          );
        })}
      </ul>
      {selectedTagIds.length > 0 ? (
        <button type="button" className={styles.clear} onClick={clear}>
          {t('clearFilters')}
        </button>
      ) : null}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
