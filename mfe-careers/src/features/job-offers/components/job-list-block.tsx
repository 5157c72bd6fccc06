// The job_list block of content pages (careers/JobList): the block's title, then the offers or the empty state.
import type { JobListBlockData } from '../api/load-job-list-block';
import { JobList } from './job-list';
import styles from './job-offers.module.css';

export function JobListBlock({ data }: { data: JobListBlockData }) {
  return (
    <section
      className={`ef-container ${styles.block}`}
      aria-labelledby={data.title ? 'job-list-block-title' : undefined}
    >
      {data.title && (
        <h2 id="job-list-block-title" className={styles.blockTitle}>
          {data.title}
        </h2>
      )}
      <JobList offers={data.offers} locale={data.locale} headingLevel={data.title ? 3 : 2} />
    </section>
  );
}
