// The sitemap nodes: the site's addresses per language (a node's slug is its whole address pattern, `kariera/…`),
// their parents (the breadcrumbs) and what each shows (a page or a category).
import {
  DataTable,
  Edit,
  List,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { LocaleTexts } from '../taxonomy/locale-texts';
import { withoutEmptyTexts } from '../taxonomy/translations';
import { WIDE_SCREEN_ONLY } from '../theme';

interface NodeRecord {
  id: number;
  translations: { pl: { slug: string } };
}

const addressOf = (node: NodeRecord) => `/${node.translations.pl.slug}`;

export const SitemapNodeList = () => (
  <List exporter={false} perPage={100}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col sx={WIDE_SCREEN_ONLY} source="id" label="taxonomy.fields.id" disableSort />
      <DataTable.Col source="translations.pl.slug" label="taxonomy.fields.slug" disableSort />
      <DataTable.Col source="translations.pl.title" label="navigation.f.title" disableSort />
      <DataTable.Col sx={WIDE_SCREEN_ONLY} source="parent" label="navigation.f.parent" disableSort />
      <DataTable.Col sx={WIDE_SCREEN_ONLY} source="page" label="navigation.f.page" disableSort />
    </DataTable>
  </List>
);

const nodeTexts = [{ name: 'slug' }, { name: 'title', optional: true }];

export const SitemapNodeEdit = () => (
  <Edit mutationMode="pessimistic" transform={withoutEmptyTexts}>
    <SimpleForm>
      <TextInput source="nodeType" label="navigation.f.type" readOnly />
      <ReferenceInput source="parent" reference="sitemap-nodes" perPage={100}>
        <SelectInput label="navigation.f.parent" optionText={addressOf} />
      </ReferenceInput>
      <NumberInput source="position" label="navigation.f.position" validate={required()} min={0} />
      <NumberInput source="page" label="navigation.f.page" min={1} />
      <NumberInput source="category" label="navigation.f.category" min={1} />
      <LocaleTexts fields={nodeTexts} labels="sitemap_node" />
    </SimpleForm>
  </Edit>
);
