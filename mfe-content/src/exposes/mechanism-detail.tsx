// content/MechanismDetail: a chair mechanism page (sitemap node resolver 'mechanisms', 'mechanizmy/{slug}').
import type { PageModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadMechanismDetail } from '../features/mechanisms/api/load-mechanism-detail';
import { MechanismDetail } from '../features/mechanisms/components/mechanism-detail';
import type { MechanismDetailData } from '../features/mechanisms/types';
import { mechanismDetailHead } from '../features/mechanisms/utils/mechanism-detail-head';

const page: PageModule<MechanismDetailData> = {
  layout: 'default',
  load: loadMechanismDetail,
  head: mechanismDetailHead,
  Component: MechanismDetail,
};

export default page satisfies ExposedModules['content/MechanismDetail'];
