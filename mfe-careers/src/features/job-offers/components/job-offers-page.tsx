// SPEC §2 Other pages, job list: the current offers, or 'There are currently no job offers' (SPEC §8 empty states).
// The application form comes with a later issue.
import { useRemoteTranslation, type PageProps } from '@ergoforma/shared-contracts';
import { CAREERS_NAMESPACE, translations } from '../../../i18n/translations';
import type { JobOffersData } from '../api/load-job-offers';
import { JobOfferCard } from './job-offer-card';
import styles from './job-offers.module.css';

export function JobOffersPage({ data }: PageProps<JobOffersData>) {
  const { t } = useRemoteTranslation(CAREERS_NAMESPACE, translations);
  const { offers, locale } = data;
  return (
    <div className="ef-container">
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('jobOffersTitle')}</h1>
          <p className={styles.lead}>{t('jobOffersLead')}</p>
        </header>
        {offers.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('noJobOffers')}</p>
            <p className={styles.emptyHint}>{t('noJobOffersHint')}</p>
          </div>
        ) : (
          <>
            <p className={styles.count}>{t('offerCount', { count: offers.length })}</p>
            <ul className={styles.list}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <JobOfferCard offer={offer} locale={locale} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
