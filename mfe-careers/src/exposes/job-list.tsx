// careers/JobList: the job list as a component (offers in, list or empty state out) for the content pages' block.
// `loadJobListOffers(api, sanitizeHtml)` gives the block's loader the offers in the same shape the list renders.
import type { Locale } from '@ergoforma/shared-contracts';
import { fetchJobOffers, type JobOfferView } from '../features/job-offers/api/load-job-offers';
import { JobList, type JobListProps } from '../features/job-offers/components/job-list';

export type { JobListProps, JobOfferView };

export const loadJobListOffers = fetchJobOffers;

export function JobListBlock({ offers, locale }: { offers: JobOfferView[]; locale: Locale }) {
  return <JobList offers={offers} locale={locale} />;
}

export default JobListBlock;
