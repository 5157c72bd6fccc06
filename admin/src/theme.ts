// The back office in the company's colours (the site's design tokens), MUI's defaults otherwise.
import { colors, fonts } from '@ergoforma/shared-contracts';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

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
};
