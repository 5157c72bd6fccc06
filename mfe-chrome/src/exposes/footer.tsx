import type { ChromeData, RegionModule } from '@ergoforma/shared-contracts';

const header: RegionModule<ChromeData> = {
  load: async ({ api }) => ({ menus: (await api.services.menus.list()).member }),
  Component: ({ data }) => <footer>menus: {data.menus.length}</footer>,
};
export default header;
