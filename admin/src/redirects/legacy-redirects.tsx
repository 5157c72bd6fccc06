// The old site's addresses (.html) and where each answers 301 to: a path of the site, or a product (followed to its
// Polish address when it moves). Editors find them by address, add, change and remove them; the site follows at
// once. The API names a row by its old address and refuses a target that redirects again, naming the field.
import {
  AutocompleteInput,
  Create,
  DataTable,
  Edit,
  List,
  ReferenceField,
  ReferenceInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

const filters = [<TextInput key="q" source="q" label="legacy.q" alwaysOn />];
const mono = { fontFamily: 'monospace' } as const;

export const LegacyRedirectList = () => (
  <List filters={filters} exporter={false} title="legacy.title">
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="from" label="legacy.from" disableSort>
        <TextField source="from" sx={mono} />
      </DataTable.Col>
      <DataTable.Col source="to" label="legacy.to" disableSort>
        <TextField source="to" sx={mono} emptyText="" />
      </DataTable.Col>
      <DataTable.Col source="product" label="legacy.product" disableSort>
        <ReferenceField source="product" reference="products" link={false} emptyText="">
          <TextField source="name" />
        </ReferenceField>
      </DataTable.Col>
    </DataTable>
  </List>
);

const LegacyRedirectForm = () => (
  <SimpleForm>
    <TextInput source="from" label="legacy.from" helperText="legacy.from_help" validate={required()} />
    <TextInput source="to" label="legacy.to" helperText="legacy.to_help" />
    <ReferenceInput source="product" reference="products">
      <AutocompleteInput label="legacy.product" optionText="name" helperText="legacy.product_help" />
    </ReferenceInput>
  </SimpleForm>
);

export const LegacyRedirectEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LegacyRedirectForm />
  </Edit>
);

export const LegacyRedirectCreate = () => (
  <Create redirect="list">
    <LegacyRedirectForm />
  </Create>
);
