// Pattern collections: the list shows each collection's swatches (the picture, else the colour); the form edits the
// collection's texts and its patterns (code, colour, swatch picture path, name) in their order.
import { Box } from '@mui/material';
import {
  ArrayInput,
  Create,
  DataTable,
  Edit,
  FunctionField,
  List,
  NumberInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { LocaleTexts } from './locale-texts';
import { withoutEmptyTexts } from './translations';

interface Pattern {
  id: number;
  code: string;
  color: string;
  imageUrl: string | null;
  translations: { pl: { name: string } };
}

function Swatches({ patterns }: { patterns: readonly Pattern[] }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {patterns.map((pattern) => (
        <Box component="li" key={pattern.id} title={`${pattern.code} ${pattern.translations.pl.name}`}>
          {pattern.imageUrl === null ? (
            <Box sx={{ width: 32, height: 32, bgcolor: pattern.color, border: 1, borderColor: 'divider' }} />
          ) : (
            <img
              src={pattern.imageUrl}
              alt={`${pattern.code} ${pattern.translations.pl.name}`}
              width={32}
              height={32}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

export const PatternCollectionList = () => (
  <List exporter={false} perPage={100} filters={[<TextInput key="q" source="q" label="taxonomy.fields.q" alwaysOn />]}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="id" label="taxonomy.fields.id" disableSort />
      <DataTable.Col source="translations.pl.name" label="taxonomy.fields.name" disableSort />
      <DataTable.Col label="taxonomy.fields.patterns" disableSort>
        <FunctionField<{ patterns: Pattern[] }> render={(record) => <Swatches patterns={record.patterns} />} />
      </DataTable.Col>
    </DataTable>
  </List>
);

function PatternCollectionForm() {
  return (
    <SimpleForm>
      <NumberInput source="position" label="taxonomy.fields.position" validate={required()} min={0} />
      <LocaleTexts fields={[{ name: 'name' }, { name: 'description', optional: true, multiline: true }]} />
      <ArrayInput source="patterns" label="taxonomy.fields.patterns">
        <SimpleFormIterator inline>
          <NumberInput source="id" label="taxonomy.fields.id" validate={required()} min={1} />
          <TextInput source="code" label="taxonomy.fields.code" validate={required()} />
          <TextInput source="color" label="taxonomy.fields.color" validate={required()} />
          <TextInput source="imageUrl" label="taxonomy.fields.imageUrl" parse={(value: string) => value || null} />
          <LocaleTexts fields={[{ name: 'name' }]} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export const PatternCollectionEdit = () => (
  <Edit mutationMode="pessimistic" transform={withoutEmptyTexts}>
    <PatternCollectionForm />
  </Edit>
);

export const PatternCollectionCreate = () => (
  <Create transform={withoutEmptyTexts} record={{ position: 0, patterns: [] }} redirect="list">
    <PatternCollectionForm />
  </Create>
);
