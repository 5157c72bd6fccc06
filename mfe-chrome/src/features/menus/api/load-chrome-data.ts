// The header and footer data: the menus of the page's language (docs/behaviour.md#menu-items) and the company's
// facts for the footer's address (docs/behaviour.md#footer), fetched together once per page view.
import type { ChromeData, LoadContext } from '@ergoforma/shared-contracts';

export async function loadChromeData({ api }: LoadContext): Promise<ChromeData> {
  const [menus, company] = await Promise.all([api.services.menus.list(), api.services.company.get()]);
  return { menus: menus.member, company };
}
