// careers/JobOffers: the job list page (sitemap node 'others', resolver 'job_offers'), composed of the offers
// (features/job-offers) and the application form (features/job-application).
// The job list (docs/behaviour.md#job-offers): the current offers, or 'There are currently no job offers',
// followed by the application form; 'Apply' on an offer prefills the position and moves to the form.
import { useCallback, useState } from 'react';
import { type PageModule, type PageProps, type ExposedModules } from '@ergoforma/shared-contracts';
import { JobApplicationForm, type PositionRequest } from '../features/job-application/components/job-application-form';
import { loadJobOffers, type JobOffersData, type JobOfferView } from '../features/job-offers/api/load-job-offers';
import { JobList } from '../features/job-offers/components/job-list';
import { jobOffersHead } from '../features/job-offers/utils/job-offers-head';
import styles from '../features/job-offers/components/job-offers.module.css';
import { useCareersTranslation } from '../i18n/use-careers-translation';

export function JobOffersPage({ data }: PageProps<JobOffersData>) {
  const { t } = useCareersTranslation();
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

const page: PageModule<JobOffersData> = {
  layout: 'default',
  load: loadJobOffers,
  head: jobOffersHead,
  Component: JobOffersPage,
};

export default page satisfies ExposedModules['careers/JobOffers'];
