import { fakeApiClient, noBlockModule, testCompany } from '@ergoforma/shared-contracts/testing';
import type { Collection, Menu, SafeHtml } from '@ergoforma/shared-contracts';
import { footerMenu, mainMenu } from '../../testing/menu-fixtures';
import footer from '../footer';
import header from '../header';

function contextWith(list: jest.Mock, get: jest.Mock = jest.fn().mockResolvedValue(testCompany())) {
  const api = fakeApiClient({ menus: { list }, company: { get } });
  return {
    api,
    locale: 'en' as const,
    pathname: '/en',
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html as SafeHtml,
    loadModule: noBlockModule,
  };
}

const menus: Collection<Menu> = {
  member: [mainMenu('en'), footerMenu('en')],
  totalItems: 2,
  page: 1,
  itemsPerPage: 30,
};

describe.each([
  ['Header', header],
  ['Footer', footer],
])('%s.load', (_name, module) => {
  it('fetches the menus and the company once and returns them as the chrome data', async () => {
    const list = jest.fn().mockResolvedValue(menus);
    const get = jest.fn().mockResolvedValue(testCompany());
    await expect(module.load(contextWith(list, get))).resolves.toEqual({ menus: menus.member, company: testCompany() });
    expect(list).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('passes on whether the English notice is on, and leaves it out when the API has no settings', async () => {
    const list = jest.fn().mockResolvedValue(menus);
    const api = fakeApiClient({
      menus: { list },
      company: { get: jest.fn().mockResolvedValue(testCompany()) },
      siteSettings: { get: jest.fn().mockResolvedValue({ englishNotice: false }) },
    });
    await expect(module.load({ ...contextWith(list), api })).resolves.toMatchObject({ englishNotice: false });
    await expect(module.load(contextWith(list))).resolves.not.toHaveProperty('englishNotice');
  });

  it('lets an API failure propagate (the shell decides between fallback and 503)', async () => {
    const failure = new Error('API down');
    const list = jest.fn().mockRejectedValue(failure);
    await expect(module.load(contextWith(list))).rejects.toBe(failure);
    const get = jest.fn().mockRejectedValue(failure);
    await expect(module.load(contextWith(jest.fn().mockResolvedValue(menus), get))).rejects.toBe(failure);
  });

  it('returns JSON-serialisable data (it is embedded in the page)', async () => {
    const list = jest.fn().mockResolvedValue(menus);
    const data = await module.load(contextWith(list));
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
