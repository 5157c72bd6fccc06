import type { ChromeData, RegionModule } from '@ergoforma/shared-contracts';

const header: RegionModule<ChromeData> = {
  load: async ({ api }) => ({ menus: (await api.services.menus.list()).member }),
  Component: ({ data }) => <header>menus: {data.menus.length}</header>,
};
export default header;
