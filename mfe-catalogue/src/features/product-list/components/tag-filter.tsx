// Tag filter chips: toggle buttons that change the selection in the shared filter store; the list follows the store to
// the URL of the new selection (use-list-follows-filter-store.ts), whose navigation reruns its load(). Adding a present
// tag or removing an absent one only logs an error (the store does; docs/behaviour.md#product-filter-state).
import { useSiteStores, type ProductTag } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import styles from './tag-filter.module.css';

interface TagFilterProps {
  tags: ProductTag[];
  selectedTagIds: number[];
}

export function TagFilter({ tags, selectedTagIds }: TagFilterProps) {
  const { t } = useCatalogueTranslation();
  const filter = useSiteStores().productFilter;
  if (tags.length === 0) return null;

  const toggle = (tag: ProductTag) => {
    if (selectedTagIds.includes(tag.id)) filter.getState().removeTag(tag.id);
    else filter.getState().addTag(tag);
  };
  const clear = () => filter.getState().setTags([]);

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
