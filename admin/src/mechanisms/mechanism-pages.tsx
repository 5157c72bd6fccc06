// Mechanisms and their categories: lists (name, category, order) and forms with the texts in Polish (required),
// English and French side by side; a mechanism's description with the rich-text editor, its picture from the media
// library and its category.
import {
  AutocompleteInput,
  Create,
  DataTable,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { EditorialEdit, PictureInput } from '../posts/editorial-inputs';
import { RichTextInput } from '../products/lazy-rich-text-input';
import { LocaleTexts } from '../taxonomy/locale-texts';

const filters = [<TextInput key="q" source="q" label="editorial.fields.q" alwaysOn />];

export const MechanismList = () => (
  <List filters={filters} exporter={false} perPage={25}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="translations.pl.name" label="editorial.fields.name" disableSort />
      <DataTable.Col source="category" label="editorial.fields.category" disableSort>
        <ReferenceField source="category" reference="mechanism-categories" link={false}>
          <TextField source="translations.pl.name" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="position" label="editorial.fields.position" disableSort />
    </DataTable>
  </List>
);

const texts = [
  { name: 'name' },
  { name: 'slug' },
  { name: 'description', input: RichTextInput },
  { name: 'imageAlt', optional: true },
];

const MechanismForm = () => (
  <SimpleForm>
    <ReferenceInput source="category" reference="mechanism-categories">
      <AutocompleteInput label="editorial.fields.category" optionText="translations.pl.name" validate={required()} />
    </ReferenceInput>
    <NumberInput source="position" label="editorial.fields.position" validate={required()} min={0} />
    <PictureInput />
    <LocaleTexts fields={texts} labels="editorial.fields" />
  </SimpleForm>
);

export const MechanismEdit = () => (
  <EditorialEdit resource="mechanisms">
    <MechanismForm />
  </EditorialEdit>
);

export const MechanismCreate = () => (
  <Create record={{ position: 0, image: null }}>
    <MechanismForm />
  </Create>
);

export const MechanismCategoryList = () => (
  <List exporter={false} perPage={25}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="translations.pl.name" label="editorial.fields.name" disableSort />
      <DataTable.Col source="position" label="editorial.fields.position" disableSort />
    </DataTable>
  </List>
);

const CategoryForm = () => (
  <SimpleForm>
    <NumberInput source="position" label="editorial.fields.position" validate={required()} min={0} />
    <LocaleTexts fields={[{ name: 'name' }, { name: 'slug' }]} labels="editorial.fields" />
  </SimpleForm>
);

export const MechanismCategoryEdit = () => (
  <EditorialEdit resource="mechanism-categories">
    <CategoryForm />
  </EditorialEdit>
);

export const MechanismCategoryCreate = () => (
  <Create record={{ position: 0 }} redirect="list">
    <CategoryForm />
  </Create>
);
