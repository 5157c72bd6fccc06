// A typed stand-in for the site's API client in unit tests. Every method of ApiClient is listed below, so a change
// to the client's shape fails the type check here (and in each test that overrides a method that no longer fits)
// instead of a test cast hiding it.
import type { ApiClient, ApiServices } from '../api/client';

/** The service methods a test gives: any subset, each with the real method's signature. */
export type FakeApiServices = { [Name in keyof ApiServices]?: Partial<ApiServices[Name]> };

/** A method the test did not give: calling it rejects, naming the method and how to give it. */
function notGiven(method: string): (...args: unknown[]) => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`The fake API client has no ${method}; give it in this test: fakeApiClient({ ${method}: ... })`),
    );
}

/**
 * An ApiClient whose services are the given methods (jest.fn() or plain functions); any other method rejects. The
 * client's own fields (locale, baseUrl, get, getBinary, post) can be given in `client`.
 */
export function fakeApiClient(
  services: FakeApiServices = {},
  client: Partial<Omit<ApiClient, 'services'>> = {},
): ApiClient {
  return {
    locale: 'pl',
    baseUrl: 'http://api.test',
    get: notGiven('get'),
    getBinary: notGiven('getBinary'),
    post: notGiven('post'),
    ...client,
    services: {
      pages: { get: notGiven('pages.get'), ...services.pages },
      pagePreview: { preview: notGiven('pagePreview.preview'), ...services.pagePreview },
      postPreview: { preview: notGiven('postPreview.preview'), ...services.postPreview },
      productPreview: { preview: notGiven('productPreview.preview'), ...services.productPreview },
      posts: { list: notGiven('posts.list'), get: notGiven('posts.get'), ...services.posts },
      patternCollections: { list: notGiven('patternCollections.list'), ...services.patternCollections },
      products: {
        list: notGiven('products.list'),
        get: notGiven('products.get'),
        pdf: notGiven('products.pdf'),
        ...services.products,
      },
      productTags: { list: notGiven('productTags.list'), ...services.productTags },
      productCategories: { list: notGiven('productCategories.list'), ...services.productCategories },
      productFileTypes: { list: notGiven('productFileTypes.list'), ...services.productFileTypes },
      realizations: { list: notGiven('realizations.list'), ...services.realizations },
      jobOffers: { list: notGiven('jobOffers.list'), ...services.jobOffers },
      mechanisms: { list: notGiven('mechanisms.list'), get: notGiven('mechanisms.get'), ...services.mechanisms },
      mechanismCategories: { list: notGiven('mechanismCategories.list'), ...services.mechanismCategories },
      search: { find: notGiven('search.find'), ...services.search },
      menus: { list: notGiven('menus.list'), ...services.menus },
      company: { get: notGiven('company.get'), ...services.company },
      siteSettings: { get: notGiven('siteSettings.get'), ...services.siteSettings },
      sitemapNodes: { list: notGiven('sitemapNodes.list'), ...services.sitemapNodes },
      forms: {
        clientQuestion: notGiven('forms.clientQuestion'),
        cooperationRequest: notGiven('forms.cooperationRequest'),
        proposalRequest: notGiven('forms.proposalRequest'),
        jobApplication: notGiven('forms.jobApplication'),
        ...services.forms,
      },
    },
  };
}
