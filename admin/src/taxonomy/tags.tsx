// Tags and file types: a list by id with the Polish name, and a form with the texts in three languages.
import { Create, DataTable, Edit, List, NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { LocaleTexts } from './locale-texts';
import { withoutEmptyTexts } from './translations';

const filters = [<TextInput key="q" source="q" label="taxonomy.fields.q" alwaysOn />];

const NameList = () => (
  <List filters={filters} exporter={false} perPage={100}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="id" label="taxonomy.fields.id" disableSort />
      <DataTable.Col source="translations.pl.name" label="taxonomy.fields.name" disableSort />
      <DataTable.Col source="translations.en.name" label="taxonomy.fields.name_en" disableSort />
    </DataTable>
  </List>
);

const tagFields = [{ name: 'name' }, { name: 'slug' }];

export const TagList = NameList;
export const FileTypeList = NameList;

export const TagEdit = () => (
  <Edit mutationMode="pessimistic" transform={withoutEmptyTexts}>
    <SimpleForm>
      <NumberInput source="position" label="taxonomy.fields.position" validate={required()} min={0} />
      <LocaleTexts fields={tagFields} />
    </SimpleForm>
  </Edit>
);

export const TagCreate = () => (
  <Create transform={withoutEmptyTexts} record={{ position: 0 }} redirect="list">
    <SimpleForm>
      <NumberInput source="position" label="taxonomy.fields.position" validate={required()} min={0} />
      <LocaleTexts fields={tagFields} />
    </SimpleForm>
  </Create>
);

export const FileTypeEdit = () => (
  <Edit mutationMode="pessimistic" transform={withoutEmptyTexts}>
    <SimpleForm>
      <LocaleTexts fields={[{ name: 'name' }]} />
    </SimpleForm>
  </Edit>
);

export const FileTypeCreate = () => (
  <Create transform={withoutEmptyTexts} redirect="list">
    <SimpleForm>
      <LocaleTexts fields={[{ name: 'name' }]} />
    </SimpleForm>
  </Create>
);
