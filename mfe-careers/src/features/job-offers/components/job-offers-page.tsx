// SPEC §2 Other pages, job list: the current offers, or 'There are currently no job offers' (SPEC §8 empty states),
// followed by the application form; 'Apply' on an offer prefills the position and moves to the form.
import { useCallback, useState } from 'react';
import { useRemoteTranslation, type PageProps } from '@ergoforma/shared-contracts';
import { CAREERS_NAMESPACE, translations } from '../../../i18n/translations';
import { JobApplicationForm, type PositionRequest } from '../../job-application/components/job-application-form';
import type { JobOffersData, JobOfferView } from '../api/load-job-offers';
import { JobList } from './job-list';
import styles from './job-offers.module.css';

export function JobOffersPage({ data }: PageProps<JobOffersData>) {
  const { t } = useRemoteTranslation(CAREERS_NAMESPACE, translations);
  const { offers, locale } = data;
  const [requestedPosition, setRequestedPosition] = useState<PositionRequest | null>(null);
  const apply = useCallback((offer: JobOfferView) => {
    setRequestedPosition((previous) => ({ title: offer.title, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);
  return (
    <div className="ef-container">
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('jobOffersTitle')}</h1>
          <p className={styles.lead}>{t('jobOffersLead')}</p>
        </header>
        <JobList offers={offers} locale={locale} onApply={apply} />
        {offers.length > 0 && (
          <JobApplicationForm positions={offers.map((offer) => offer.title)} requestedPosition={requestedPosition} />
        )}
      </div>
    </div>
  );
}
