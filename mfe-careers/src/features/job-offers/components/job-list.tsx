// The job list (docs/behaviour.md#job-offers): every offer with its detail, or 'There are currently no job offers'.
// Used by the job offers page and exposed as careers/JobList for the content pages' job list block.
import { type Locale } from '@ergoforma/shared-contracts';
import { useCareersTranslation } from '../../../i18n/use-careers-translation';
import type { JobOfferView } from '../api/load-job-offers';
import { JobOfferCard } from './job-offer-card';
import styles from './job-offers.module.css';

export interface JobListProps {
  offers: JobOfferView[];
  locale: Locale;
  /** When given, each offer shows an 'Apply' button calling it with the offer. */
  onApply?: (offer: JobOfferView) => void;
  /** Level of each offer's title: 2 on the job offers page, 3 under a block title. */
  headingLevel?: 2 | 3;
}

export function JobList({ offers, locale, onApply, headingLevel = 2 }: JobListProps) {
  const { t } = useCareersTranslation();
  if (offers.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('noJobOffers')}</p>
        <p className={styles.emptyHint}>{t('noJobOffersHint')}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count}>{t('offerCount', { count: offers.length })}</p>
      <ul className={styles.list}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <JobOfferCard offer={offer} locale={locale} onApply={onApply} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  );
}
