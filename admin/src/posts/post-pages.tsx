// News posts: the list (title, publish date, whether published) and the form, for a new post and an existing one:
// its texts in Polish (required), English and French side by side, lead and body with the rich-text editor, the
// picture from the media library, the publish date and switch.
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  DateTimeInput,
  List,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import type { ReactElement } from 'react';
import { PublishingBar } from '../publishing/publishing-bar';
import { ScheduleControls } from '../schedules/schedule-controls';
import { RichTextInput } from '../products/lazy-rich-text-input';
import { LocaleTexts } from '../taxonomy/locale-texts';
import { EditorialEdit, PictureInput } from './editorial-inputs';

const filters = [<TextInput key="q" source="q" label="editorial.fields.q" alwaysOn />];

export const PostList = () => (
  <List filters={filters} exporter={false} perPage={25}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="translations.pl.title" label="editorial.fields.title" disableSort />
      <DataTable.Col source="published" label="editorial.fields.published" disableSort>
        <DateField source="published" />
      </DataTable.Col>
      <DataTable.Col source="isPublished" label="editorial.fields.isPublished" disableSort>
        <BooleanField source="isPublished" />
      </DataTable.Col>
    </DataTable>
  </List>
);

const texts = [
  { name: 'title' },
  { name: 'slug' },
  { name: 'lead', input: RichTextInput },
  { name: 'content', input: RichTextInput },
  { name: 'imageAlt', optional: true },
  { name: 'seoTitle', optional: true },
  { name: 'seoDescription', optional: true, multiline: true },
];

export const PostForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar}>
    <DateTimeInput source="published" label="editorial.fields.published" validate={required()} />
    <BooleanInput source="isPublished" label="editorial.fields.isPublished" />
    <PictureInput />
    <LocaleTexts fields={texts} labels="editorial.fields" />
  </SimpleForm>
);

export const PostEdit = () => (
  <EditorialEdit resource="posts" aside={<ScheduleControls resource="posts" />}>
    <PostForm toolbar={<PublishingBar resource="posts" />} />
  </EditorialEdit>
);

export const PostCreate = () => (
  <Create record={{ published: new Date().toISOString(), isPublished: false, image: null }}>
    <PostForm />
  </Create>
);
