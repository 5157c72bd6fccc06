// The header and footer data: the menus of the page's language (docs/behaviour.md#menu-items) and the company's
// facts for the footer's address (docs/behaviour.md#footer), and whether the English notice is on (the site's
// settings), fetched together once per page view. Without the settings (an older API) the notice keeps showing.
import type { ChromeData, LoadContext } from '@ergoforma/shared-contracts';

export async function loadChromeData({ api }: LoadContext): Promise<ChromeData> {
  const [menus, company, settings] = await Promise.all([
    api.services.menus.list(),
    api.services.company.get(),
    api.services.siteSettings.get().catch(() => null),
  ]);
  return { menus: menus.member, company, ...(settings === null ? {} : { englishNotice: settings.englishNotice }) };
}
