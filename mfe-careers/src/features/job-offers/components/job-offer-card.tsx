// One job offer: a disclosure (<details>, so it opens even before the page is interactive) with title, place,
// employment type and publication date; the description shows when opened. Texts that are the Polish ones for want
// of the page's language are marked lang="pl" (docs/behaviour.md#missing-translations).
import { polishIf, type Locale } from '@ergoforma/shared-contracts';
import { ChevronIcon } from '@ergoforma/shared-contracts/ui/chevron-icon';
import { useCareersTranslation } from '../../../i18n/use-careers-translation';
import type { JobOfferView } from '../api/load-job-offers';
import { formatPublishedDate } from '../utils/format-published-date';
import styles from './job-offers.module.css';

const ICON_PATHS = {
  location: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  employment: 'M9 6V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V6m-11 0h16v13H4zm0 6h16',
  published: 'M5 5h14v15H5zM5 10h14M9 3v4m6-4v4',
};

function MetaIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg className={styles.metaIcon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface JobOfferCardProps {
  offer: JobOfferView;
  locale: Locale;
  onApply?: (offer: JobOfferView) => void;
  headingLevel?: 2 | 3;
}

export function JobOfferCard({ offer, locale, onApply, headingLevel = 2 }: JobOfferCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useCareersTranslation();
  const published = formatPublishedDate(offer.published, locale);
  return (
    <details className={styles.offer} id={`offer-${offer.slug}`}>
      <summary className={styles.summary}>
        <span className={styles.summaryText}>
          <Heading className={styles.offerTitle} lang={polishIf(offer.untranslated, 'title')}>
            {offer.title}
          </Heading>
          <span className={styles.meta}>
            {offer.location && (
              <span className={styles.metaItem}>
                <MetaIcon name="location" />
                <span className="ef-visually-hidden">{t('location')}: </span>
                <span lang={polishIf(offer.untranslated, 'location')}>{offer.location}</span>
              </span>
            )}
            {offer.employmentType && (
              <span className={styles.metaItem}>
                <MetaIcon name="employment" />
                <span className="ef-visually-hidden">{t('employmentType')}: </span>
                <span lang={polishIf(offer.untranslated, 'employmentType')}>{offer.employmentType}</span>
              </span>
            )}
            {published && (
              <span className={styles.metaItem}>
                <MetaIcon name="published" />
                <span className="ef-visually-hidden">{t('published')}: </span>
                <time dateTime={offer.published}>{published}</time>
              </span>
            )}
          </span>
        </span>
        <ChevronIcon direction="down" className={styles.chevron} />
      </summary>
      <div
        className={styles.description}
        lang={polishIf(offer.untranslated, 'description')}
        dangerouslySetInnerHTML={{ __html: offer.description }}
      />
      {onApply && (
        <div className={styles.applyRow}>
          <button type="button" className="ef-button" onClick={() => onApply(offer)}>
            {t('apply')}
            <span className="ef-visually-hidden" lang={polishIf(offer.untranslated, 'title')}>
              : {offer.title}
            </span>
          </button>
        </div>
      )}
    </details>
  );
}
