// chrome/Header: the site header. The shell calls this load and hands the same data to the footer.
import type { ChromeData, RegionModule } from '@ergoforma/shared-contracts';
import { Header } from '../features/header/components/header';
import { loadChromeData } from '../features/menus/api/load-chrome-data';

const header: RegionModule<ChromeData> = {
  load: loadChromeData,
  Component: Header,
};
export default header;
