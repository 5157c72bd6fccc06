// Pagination links (previous, numbers, next) built from totalItems; the URL keeps the selected tags.
import { SiteLink } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import { listQueryString } from '../utils/list-query';
import { pageCount, paginationItems } from '../utils/pagination-items';
import styles from './product-pagination.module.css';

interface ProductPaginationProps {
  page: number;
  totalItems: number;
  itemsPerPage: number;
  basePath: string;
  selectedTagIds: number[];
}

export function ProductPagination({
  page,
  totalItems,
  itemsPerPage,
  basePath,
  selectedTagIds,
}: ProductPaginationProps) {
  const { t } = useCatalogueTranslation();
  const pages = pageCount(totalItems, itemsPerPage);
  if (pages <= 1 && page <= 1) return null;
  const href = (target: number) => basePath + listQueryString({ page: target, tagIds: selectedTagIds });

  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <SiteLink
              className={`${styles.link} ${styles.step}`}
              to={href(Math.min(page - 1, pages))}
              aria-label={t('previousPageLabel')}
              rel="prev"
            >
              ‹ {t('previousPage')}
            </SiteLink>
          </li>
        ) : null}
        {paginationItems(Math.min(page, pages), pages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <SiteLink
                className={styles.link}
                to={href(item.page)}
                aria-label={t('pageLabel', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </SiteLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <SiteLink
              className={`${styles.link} ${styles.step}`}
              to={href(page + 1)}
              aria-label={t('nextPageLabel')}
              rel="next"
            >
              {t('nextPage')} ›
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
