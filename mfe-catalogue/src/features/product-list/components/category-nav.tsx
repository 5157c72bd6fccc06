// Links to every top-level category (and the shown category's subcategories), 'All products' first.
import { SiteLink } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductListData } from '../api/load-product-list';
import styles from './category-nav.module.css';

type CategoryNavProps = Pick<
  ProductListData,
  'categories' | 'subcategories' | 'topCategoryId' | 'category' | 'sectionPath'
>;

export function CategoryNav({ categories, subcategories, topCategoryId, category, sectionPath }: CategoryNavProps) {
  const { t } = useCatalogueTranslation();
  const currentId = category?.id ?? null;
  const state = (id: number | null) => (id === currentId ? 'page' : id === topCategoryId ? 'ancestor' : null);

  return (
    <nav aria-label={t('categories')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <CategoryLink to={sectionPath} state={currentId === null ? 'page' : null}>
            {t('allProducts')}
          </CategoryLink>
        </li>
        {categories.map((item) => (
          <li key={item.id}>
            <CategoryLink to={item.path} state={state(item.id)}>
              {item.name}
            </CategoryLink>
          </li>
        ))}
      </ul>
      {subcategories.length > 0 ? (
        <ul className={`${styles.list} ${styles.sublist}`} aria-label={t('subcategories')}>
          {subcategories.map((item) => (
            <li key={item.id}>
              <CategoryLink to={item.path} state={state(item.id)} small>
                {item.name}
              </CategoryLink>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

function CategoryLink({
  to,
  state,
  small = false,
  children,
}: {
  to: string;
  state: 'page' | 'ancestor' | null;
  small?: boolean;
  children: string;
}) {
  const classes = [styles.link, small ? styles.small : '', state ? styles.active : ''].filter(Boolean).join(' ');
  return (
    <SiteLink className={classes} to={to} aria-current={state === 'page' ? 'page' : undefined}>
      {children}
    </SiteLink>
  );
}
