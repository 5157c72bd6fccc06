// The back office: react-admin on the back-office API (/api/admin on this origin). What a person sees follows their
// role (the API checks it again on every request): accounts and the audit log are for admins.
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import RedirectIcon from '@mui/icons-material/TurnRight';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import ChairIcon from '@mui/icons-material/Chair';
import InboxIcon from '@mui/icons-material/Inbox';
import { CustomRoutes, localStorageStore, Resource, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import { AccountCreate, AccountEdit, AccountList } from './accounts';
import type { StaffRole } from './api/staff-types';
import { AuditList } from './audit';
import { authProvider } from './auth/auth-provider';
import { SetPasswordPage } from './auth';
import { SignInPage } from './auth/sign-in-page';
import { dataProvider } from './data/data-provider';
import { i18nProvider } from './i18n/i18n-provider';
import { InboxList, InboxShow, PersonalDataPage } from './inbox';
import { JobOfferCreate, JobOfferEdit, JobOfferList } from './job-offers';
import { LinkCheckPage } from './link-check';
import { MediaEdit, MediaList } from './media';
import { PageCreate, PageEdit, PageList } from './pages';
import * as M from './mechanisms';
import { PostCreate, PostEdit, PostList } from './posts';
import { CompanyPage, MenuEdit, MenuList, SitemapNodeEdit, SitemapNodeList } from './navigation';
import { ProductCreate, ProductEdit, ProductList } from './products/product-pages';
import { ProfilePage } from './profile';
import { RealizationCreate, RealizationEdit, RealizationList } from './realizations';
import { LegacyRedirectCreate, LegacyRedirectEdit, LegacyRedirectList, RedirectList } from './redirects';
import { AdminShell } from './shell/admin-shell';
import { ScheduleList } from './schedules';
import {
  CategoryCreate,
  CategoryEdit,
  CategoryList,
  FileTypeCreate,
  FileTypeEdit,
  FileTypeList,
  PatternCollectionCreate,
  PatternCollectionEdit,
  PatternCollectionList,
  TagCreate,
  TagEdit,
  TagList,
  TranslationStatusPage,
} from './taxonomy';
import { theme } from './theme';

/** What the interface remembers between visits (the language, list settings): the browser's storage by default. */
const browserStore = localStorageStore(undefined, 'ergoforma-admin');

export function App({ store = browserStore }: { store?: Store }) {
  return (
    <AdminShell
      store={store}
      title="Ergoforma"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      loginPage={SignInPage}
    >
      {/* Outside the role's routes: a person opening the set-up link is not signed in yet. */}
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
      {(role: StaffRole | undefined) => (
        <>
          <CustomRoutes>
            <Route path="/profile" element={<ProfilePage />} />
            {(role === 'admin' || role === 'hr') && <Route path="/personal-data" element={<PersonalDataPage />} />}
          </CustomRoutes>
          {(role === 'admin' || role === 'editor') && (
            <>
              <Resource name="products" list={ProductList} edit={ProductEdit} create={ProductCreate} icon={ChairIcon} />
              <Resource name="media" list={MediaList} edit={MediaEdit} icon={PermMediaIcon} />
              <Resource
                name="categories"
                list={CategoryList}
                edit={CategoryEdit}
                create={CategoryCreate}
                options={{ label: 'taxonomy.menu.categories' }}
              />
              <Resource
                name="tags"
                list={TagList}
                edit={TagEdit}
                create={TagCreate}
                options={{ label: 'taxonomy.menu.tags' }}
              />
              <Resource
                name="pattern-collections"
                list={PatternCollectionList}
                edit={PatternCollectionEdit}
                create={PatternCollectionCreate}
                options={{ label: 'taxonomy.menu.patterns' }}
              />
              <Resource
                name="file-types"
                list={FileTypeList}
                edit={FileTypeEdit}
                create={FileTypeCreate}
                options={{ label: 'taxonomy.menu.file_types' }}
              />
              <Resource
                name="translation-status"
                list={TranslationStatusPage}
                options={{ label: 'taxonomy.menu.status' }}
              />
              <Resource name="redirects" list={RedirectList} icon={RedirectIcon} />
              <Resource
                name="legacy-redirects"
                list={LegacyRedirectList}
                edit={LegacyRedirectEdit}
                create={LegacyRedirectCreate}
                options={{ label: 'legacy.title' }}
              />
              <Resource name="link-check" list={LinkCheckPage} options={{ label: 'careers.links.title' }} />
              <Resource name="schedules" list={ScheduleList} options={{ label: 'schedules.menu' }} />
              <Resource
                name="pages"
                list={PageList}
                edit={PageEdit}
                create={PageCreate}
                options={{ label: 'pages.menu' }}
              />
              <Resource
                name="posts"
                list={PostList}
                edit={PostEdit}
                create={PostCreate}
                options={{ label: 'editorial.menu.posts' }}
              />
              <Resource
                name="realizations"
                list={RealizationList}
                edit={RealizationEdit}
                create={RealizationCreate}
                options={{ label: 'editorial.menu.realizations' }}
              />
              <Resource
                name="mechanisms"
                list={M.MechanismList}
                edit={M.MechanismEdit}
                create={M.MechanismCreate}
                options={{ label: 'editorial.menu.mechanisms' }}
              />
              <Resource
                name="mechanism-categories"
                list={M.MechanismCategoryList}
                edit={M.MechanismCategoryEdit}
                create={M.MechanismCategoryCreate}
                options={{ label: 'editorial.menu.categories' }}
              />
              <Resource name="menus" list={MenuList} edit={MenuEdit} options={{ label: 'navigation.menu.menus' }} />
              <Resource
                name="sitemap-nodes"
                list={SitemapNodeList}
                edit={SitemapNodeEdit}
                options={{ label: 'navigation.menu.nodes' }}
              />
              <Resource name="company" list={CompanyPage} options={{ label: 'navigation.menu.company' }} />
            </>
          )}
          {(role === 'admin' || role === 'hr') && (
            <Resource
              name="job-offers"
              list={JobOfferList}
              edit={JobOfferEdit}
              create={JobOfferCreate}
              options={{ label: 'careers.title' }}
            />
          )}
          {(role === 'admin' || role === 'hr' || role === 'sales') && (
            <Resource name="inbox" list={InboxList} show={InboxShow} icon={InboxIcon} />
          )}
          {role === 'admin' && (
            <>
              <Resource
                name="accounts"
                list={AccountList}
                edit={AccountEdit}
                create={AccountCreate}
                icon={GroupIcon}
                recordRepresentation="name"
              />
              <Resource name="audit-log" list={AuditList} icon={HistoryIcon} />
            </>
          )}
        </>
      )}
    </AdminShell>
  );
}
