// The products: search by name or slug, filters (category, tag, published or draft, a language still missing),
// orders by name, publish date or last change, and pages; a row opens the product.
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { WIDE_SCREEN_ONLY } from '../theme';

const STATUS_CHOICES = [
  { id: 'published', name: 'app.products.status_published' },
  { id: 'draft', name: 'app.products.status_draft' },
];
const MISSING_CHOICES = [
  { id: 'en', name: 'app.products.missing_en' },
  { id: 'fr', name: 'app.products.missing_fr' },
];
const searchByName = (q: string) => ({ q });

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="category" source="category" reference="category-choices">
    <AutocompleteInput filterToQuery={searchByName} />
  </ReferenceInput>,
  <ReferenceInput key="tag" source="tag" reference="tag-choices">
    <AutocompleteInput filterToQuery={searchByName} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <SelectInput key="missingLanguage" source="missingLanguage" choices={MISSING_CHOICES} />,
];

function Languages() {
  const translate = useTranslate();
  return (
    <FunctionField<{ languages: string[] }>
      source="languages"
      render={(record) =>
        ['pl', ...record.languages].map((locale) => translate(`app.products.language_${locale}`)).join(', ')
      }
    />
  );
}

export function ProductList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="slug" disableSort />
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="category" disableSort />
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="languages" disableSort>
          <Languages />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="published">
          <DateField source="published" showTime />
        </DataTable.Col>
        <DataTable.Col sx={WIDE_SCREEN_ONLY} source="updated">
          <DateField source="updated" showTime emptyText="–" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
