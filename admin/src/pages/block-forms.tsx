// The form of one block, per type: its content fields side by side in pl, en and fr (rich text through the site's
// rich-text editor, pictures by their media-library address); a free-JSON type as JSON text checked before saving.
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RichTextInput } from '../products/lazy-rich-text-input';
import { BANNER_THEMES, IMAGE_SIDES } from '@ergoforma/shared-contracts';
import { LocaleColumns } from './locale-columns';
import { emptySlide, jsonProblem } from './page-record';

const THEME_CHOICES = BANNER_THEMES.map((theme) => ({ id: theme, name: theme }));
const SIDE_CHOICES = IMAGE_SIDES.map((side) => ({ id: side, name: `pages.v.${side}` }));

function ImageFields({ source }: { source: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextInput source={`${source}.url`} label="pages.f.url" helperText="/media/…" sx={{ flex: '1 1 12rem' }} />
      <TextInput source={`${source}.alt`} label="pages.f.alt" sx={{ flex: '1 1 12rem' }} />
      <NumberInput source={`${source}.width`} label="pages.f.width" min={1} sx={{ width: '7rem' }} />
      <NumberInput source={`${source}.height`} label="pages.f.height" min={1} sx={{ width: '7rem' }} />
    </Box>
  );
}

function LinkFields({ source }: { source: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextInput source={`${source}.label`} label="pages.f.label" sx={{ flex: '1 1 10rem' }} />
      <TextInput source={`${source}.href`} label="pages.f.href" sx={{ flex: '1 1 10rem' }} />
    </Box>
  );
}

/** The content fields of a typed block in one language, under `source` (…content.<locale>). */
function ContentFields({ type, source }: { type: string; source: string }) {
  const translate = useTranslate();
  const title = <TextInput source={`${source}.title`} label="pages.f.title" fullWidth />;
  const html = <RichTextInput source={`${source}.html`} label="pages.f.html" fullWidth />;
  if (type === 'html') return html;
  if (type === 'latest_products') return title;
  if (type === 'banner_text')
    return (
      <>
        {title}
        {html}
        <SelectInput source={`${source}.theme`} label="pages.f.theme" choices={THEME_CHOICES} emptyText="—" />
        <Typography variant="caption">{translate('pages.f.background')}</Typography>
        <ImageFields source={`${source}.background`} />
        <LinkFields source={`${source}.link`} />
      </>
    );
  if (type === 'text_with_image')
    return (
      <>
        {title}
        {html}
        <ImageFields source={`${source}.image`} />
        <SelectInput source={`${source}.imageSide`} label="pages.f.side" choices={SIDE_CHOICES} validate={required()} />
      </>
    );
  return (
    <ArrayInput source={`${source}.slides`} label="pages.f.slides" defaultValue={[]}>
      <SimpleFormIterator inline={false} getItemDefaults={emptySlide}>
        <TextInput source="title" label="pages.f.title" fullWidth />
        <RichTextInput source="html" label="pages.f.html" fullWidth />
        <ImageFields source="image" />
        <LinkFields source="link" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The block's form: `source` is the block's place in the page (blocks.<n>). */
export function BlockFields({ type, source, typed }: { type: string; source: string; typed: boolean }) {
  return (
    <LocaleColumns>
      {(locale) =>
        typed ? (
          <ContentFields type={type} source={`${source}.content.${locale}`} />
        ) : (
          <TextInput
            source={`${source}.json.${locale}`}
            label="pages.f.json"
            multiline
            minRows={4}
            fullWidth
            validate={(value: unknown) => jsonProblem(value, locale !== 'pl')}
            sx={{ '& textarea': { fontFamily: 'monospace' } }}
          />
        )
      }
    </LocaleColumns>
  );
}
