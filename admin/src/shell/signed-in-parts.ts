// What only a signed-in person sees, in a chunk of its own: the layout (top bar, menu), the dashboard and
// react-admin's pages for a wrong address, a refused access or a failure.
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
export { Dashboard } from '../dashboard/dashboard';
export { SiteLayout } from '../layout';
