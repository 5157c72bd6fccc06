// A page's form: whether it is on the site, its layout and header, its sharing picture, its titles and SEO texts
// in pl, en and fr side by side, and its blocks.
import type { ReactElement } from 'react';
import { BooleanInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { HEADER_THEMES, PAGE_LAYOUTS } from '@ergoforma/shared-contracts';
import { BlockEditor } from './block-editor';
import { LocaleColumns } from './locale-columns';

const LAYOUT_CHOICES = PAGE_LAYOUTS.map((layout) => ({ id: layout, name: `pages.v.${layout}` }));
const HEADER_CHOICES = HEADER_THEMES.map((theme) => ({ id: theme, name: `pages.v.${theme}` }));

/** `toolbar`: the edit page's (save, drafts, publish); none: react-admin's. */
export function PageForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <BooleanInput source="isPublished" label="pages.f.isPublished" />
      <SelectInput source="layout" label="pages.f.layout" choices={LAYOUT_CHOICES} validate={required()} />
      <SelectInput source="headerTheme" label="pages.f.headerTheme" choices={HEADER_CHOICES} validate={required()} />
      <TextInput source="seoImageSrc" label="pages.f.seoImageSrc" helperText="/media/…" fullWidth />
      <LocaleColumns>
        {(locale) => (
          <>
            <TextInput
              source={`translations.${locale}.title`}
              label="pages.f.title"
              validate={locale === 'pl' ? required() : undefined}
              fullWidth
            />
            <TextInput source={`translations.${locale}.seoTitle`} label="pages.f.seoTitle" fullWidth />
            <TextInput
              source={`translations.${locale}.seoDescription`}
              label="pages.f.seoDescription"
              multiline
              fullWidth
            />
          </>
        )}
      </LocaleColumns>
      <BlockEditor />
    </SimpleForm>
  );
}
