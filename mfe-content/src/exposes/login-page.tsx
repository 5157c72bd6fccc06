// content/LoginPage: the page of a 'login' sitemap node; there are no accounts, so it is kept out of search indexes.
import type { PageModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadLoginPage } from '../features/site-pages/api/load-site-pages';
import { LoginPage } from '../features/site-pages/components/login-page';
import type { LoginPageData } from '../features/site-pages/types';
import { loginPageHead } from '../features/site-pages/utils/site-pages-head';

const page: PageModule<LoginPageData> = {
  layout: 'default',
  load: loadLoginPage,
  head: loginPageHead,
  Component: LoginPage,
};

export default page satisfies ExposedModules['content/LoginPage'];
