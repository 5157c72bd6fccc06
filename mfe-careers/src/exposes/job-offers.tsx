// careers/JobOffers: the job list page (sitemap node 'others', resolver 'job_offers').
import type { PageModule } from '@ergoforma/shared-contracts';
import { jobOffersHead, loadJobOffers, type JobOffersData } from '../features/job-offers/api/load-job-offers';
import { JobOffersPage } from '../features/job-offers/components/job-offers-page';

const page: PageModule<JobOffersData> = {
  layout: 'default',
  load: loadJobOffers,
  head: jobOffersHead,
  Component: JobOffersPage,
};

export default page;
