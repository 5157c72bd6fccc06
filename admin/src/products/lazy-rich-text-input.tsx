// The site's rich-text editor for any form, loaded when a form first shows it. While it loads, a placeholder that is
// not a form field stands in: a disabled input bound to the same field would make react-hook-form leave the field
// out of what the form saves (it drops disabled fields on submit), so a quick save could lose a text.
import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';

const SiteRichTextInput = lazy(() => import('./rich-text-input'));

export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ my: 1 }} />}>
      <SiteRichTextInput {...props} />
    </Suspense>
  );
}
