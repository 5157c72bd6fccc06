// careers/JobList: the content pages' job_list block (loaded by mfe-content through ctx.loadModule).
import type { BlockModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadJobListBlock, type JobListBlockData } from '../features/job-offers/api/load-job-list-block';
import { JobListBlock } from '../features/job-offers/components/job-list-block';

export type { JobListBlockData };

const block: BlockModule<JobListBlockData> = {
  load: loadJobListBlock,
  Component: JobListBlock,
};

export default block satisfies ExposedModules['careers/JobList'];
