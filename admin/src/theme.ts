// The back office in the company's colours (the site's design tokens), MUI's defaults otherwise, and the layout
// rules every screen shares: on a phone nothing widens the page past the screen.
import { colors, fonts } from '@ergoforma/shared-contracts';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Where the side panel of an edit page (publishing, schedule) moves from under the form to beside it. */
const ASIDE_BESIDE = '@media (min-width: 900px)';

/** For a list's secondary columns (`<DataTable.Col sx={WIDE_SCREEN_ONLY}>`): a phone shows the few that name a row. */
export const WIDE_SCREEN_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** An edit or create page: the form over its side panel on a phone, beside a panel of fixed width on a wide screen. */
const formWithAside = (prefix: 'RaEdit' | 'RaCreate') => ({
  [`& .${prefix}-main`]: { flexDirection: 'column', alignItems: 'stretch' },
  [`& .${prefix}-card`]: { minWidth: 0 },
  [ASIDE_BESIDE]: {
    [`& .${prefix}-main`]: { flexDirection: 'row', alignItems: 'flex-start', gap: 16 },
    [`& .${prefix}-main > :not(.${prefix}-card)`]: { flex: '0 0 320px' },
  },
});

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: colors.brandDark },
    secondary: { main: colors.ink },
    error: { main: colors.danger },
    success: { main: colors.success },
    background: { default: colors.surfaceAlt },
    text: { primary: colors.ink, secondary: colors.inkMuted },
  },
  typography: { fontFamily: fonts.body },
  shape: { borderRadius: 6 },
  components: {
    ...defaultTheme.components,
    // A table wider than the screen scrolls in its own box; the list's filters and pagination keep the screen's width.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // Long addresses, e-mails and details wrap anywhere rather than widen their column.
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-rowCell': { overflowWrap: 'anywhere' },
        },
      },
    },
    RaEdit: { styleOverrides: { root: formWithAside('RaEdit') } },
    RaCreate: { styleOverrides: { root: formWithAside('RaCreate') } },
    // react-admin greys an empty list's message out below a readable contrast.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: colors.inkMuted } } } },
  },
};
