// chrome/Footer: the site footer. Its load is the header's, so the module also stands alone.
import type { ChromeData, RegionModule, ExposedModules } from '@ergoforma/shared-contracts';
import { Footer } from '../features/footer/components/footer';
import { loadChromeData } from '../features/menus/api/load-chrome-data';

const footer: RegionModule<ChromeData> = {
  load: loadChromeData,
  Component: Footer,
};
export default footer satisfies ExposedModules['chrome/Footer'];
