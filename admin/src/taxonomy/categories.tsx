// Categories as a tree: each under its parent, indented, with buttons to move it up or down among its siblings
// (keyboard reachable); the edit form's parent picker leaves out the category itself and its subcategories.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, List as MuiList, ListItem, Typography } from '@mui/material';
import {
  Create,
  CreateButton,
  Edit,
  Link,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  Title,
  useCreatePath,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { categoryTree, swapped, withDescendants, type CategoryRecord } from './category-tree';
import { LocaleTexts } from './locale-texts';
import { withoutEmptyTexts } from './translations';

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } } as const;

export function CategoryList() {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const { data = [], isPending, refetch } = useGetList<CategoryRecord>('categories', ALL);
  const [update, { isPending: moving }] = useUpdate<CategoryRecord>();

  const move = async (category: CategoryRecord, other: CategoryRecord) => {
    try {
      for (const [record, position] of swapped(category, other))
        await update(
          'categories',
          { id: record.id, data: { ...record, position }, previousData: record },
          { returnPromise: true, mutationMode: 'pessimistic' },
        );
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    await refetch();
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('taxonomy.categories.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <CreateButton resource="categories" />
      </Box>
      {isPending ? null : (
        <MuiList aria-label={translate('taxonomy.categories.title')}>
          {categoryTree(data).map(({ category, depth, previous, next }) => {
            const name = category.translations.pl.name;
            return (
              <ListItem key={category.id} sx={{ pl: 2 + depth * 4 }} divider>
                <Link to={createPath({ resource: 'categories', type: 'edit', id: category.id })} sx={{ flexGrow: 1 }}>
                  {name}
                </Link>
                <Typography variant="body2" sx={{ mx: 2, color: 'text.secondary' }}>
                  #{category.id}
                </Typography>
                <IconButton
                  aria-label={translate('taxonomy.categories.move_up', { name })}
                  disabled={previous === null || moving}
                  onClick={() => previous && void move(category, previous)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={translate('taxonomy.categories.move_down', { name })}
                  disabled={next === null || moving}
                  onClick={() => next && void move(category, next)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </ListItem>
            );
          })}
        </MuiList>
      )}
    </Box>
  );
}

/** The parent picker: every category but this one and those under it. */
function ParentInput() {
  const record = useRecordContext<CategoryRecord>();
  const { data = [] } = useGetList<CategoryRecord>('categories', ALL);
  const excluded = record?.id === undefined ? new Set<number>() : withDescendants(data, record.id);
  const choices = categoryTree(data)
    .filter((row) => !excluded.has(row.category.id))
    .map((row) => ({ id: row.category.id, name: `${'— '.repeat(row.depth)}${row.category.translations.pl.name}` }));
  return (
    <SelectInput source="parent" label="taxonomy.fields.parent" choices={choices} emptyText="taxonomy.categories.top" />
  );
}

function CategoryForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <ParentInput />
      <NumberInput source="position" label="taxonomy.fields.position" validate={required()} min={0} />
      <LocaleTexts
        fields={[{ name: 'name' }, { name: 'slug' }, { name: 'description', optional: true, multiline: true }]}
      />
      <Typography variant="body2">{translate('forms.menu_label_hint')}</Typography>
    </SimpleForm>
  );
}

const transform = (data: Partial<CategoryRecord>) => withoutEmptyTexts({ ...data, parent: data.parent ?? null });

export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" transform={transform}>
    <CategoryForm />
  </Edit>
);

export const CategoryCreate = () => (
  <Create transform={transform} record={{ parent: null, position: 0 }} redirect="list">
    <CategoryForm />
  </Create>
);
