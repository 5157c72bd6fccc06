// The header and footer data is the menus of the page's language, fetched once per page view
// (docs/behaviour.md#menu-items).
import type { ChromeData, LoadContext } from '@ergoforma/shared-contracts';

export async function loadChromeData({ api }: LoadContext): Promise<ChromeData> {
  const menus = await api.services.menus.list();
  return { menus: menus.member };
}
