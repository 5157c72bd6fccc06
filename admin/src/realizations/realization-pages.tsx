// Realizations: the list (title, order) and the form: texts in Polish (required), English and French side by side,
// the lead with the rich-text editor, and the gallery: its photos in the site's order (drag, move up and down, remove),
// each with its alt texts, and photos added from the media library after them. The edit page has the drafts bar and
// the publishing schedule; a realization has no page of its own on the site (it is a card of the realizations
// block's grid and its gallery), so there is no preview to open.
import { Create, DataTable, List, NumberInput, required, SimpleForm, TextInput, useSourceContext } from 'react-admin';
import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { OrderedArrayInput } from '../forms/ordered-array-input';
import { MediaPickerInput } from '../media/media-picker-input';
import { EditorialEdit } from '../posts/editorial-inputs';
import { RichTextInput } from '../products/lazy-rich-text-input';
import { PublishingBar } from '../publishing/publishing-bar';
import { ScheduleControls } from '../schedules/schedule-controls';
import { LocaleTexts } from '../taxonomy/locale-texts';

const filters = [<TextInput key="q" source="q" label="editorial.fields.q" alwaysOn />];

export const RealizationList = () => (
  <List filters={filters} exporter={false} perPage={25}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="translations.pl.title" label="editorial.fields.title" disableSort />
      <DataTable.Col source="position" label="editorial.fields.position" disableSort />
    </DataTable>
  </List>
);

const texts = [{ name: 'title' }, { name: 'slug' }, { name: 'lead', input: RichTextInput }];

interface GalleryImage {
  url: string;
  translations: Partial<Record<string, { alt?: string | null }>>;
}

// A photo is called by its Polish alt text, or its file's name while it has none.
const photoName = ({ url, translations }: Partial<GalleryImage>) =>
  translations?.pl?.alt || (url ?? '').split('/').pop() || '';

function GalleryPhoto() {
  const url = useWatch({ name: useSourceContext().getSource('url') }) as string | undefined;
  return url ? <img src={url} alt="" width={160} style={{ height: 'auto' }} /> : null;
}

export const RealizationForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar}>
    <NumberInput source="position" label="editorial.fields.position" validate={required()} min={0} />
    <LocaleTexts fields={texts} labels="editorial.fields" />
    <OrderedArrayInput<GalleryImage> source="images" label="editorial.fields.gallery" nameOf={photoName} removable>
      <GalleryPhoto />
      <LocaleTexts fields={[{ name: 'alt' }]} labels="editorial.fields" />
    </OrderedArrayInput>
    <MediaPickerInput source="addPhotos" label="editorial.add_photos" />
  </SimpleForm>
);

export const RealizationEdit = () => (
  <EditorialEdit resource="realizations" aside={<ScheduleControls resource="realizations" />}>
    <RealizationForm toolbar={<PublishingBar resource="realizations" preview={false} />} />
  </EditorialEdit>
);

export const RealizationCreate = () => (
  <Create record={{ position: 0, images: [] }}>
    <RealizationForm />
  </Create>
);
