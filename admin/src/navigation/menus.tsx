// The menus (main and footer, one per language): a list, and each menu's items in the tree editor.
import { DataTable, Edit, List, SimpleForm, useGetList } from 'react-admin';
import { itemIds, type MenuItem } from './menu-tree';
import { MenuTreeInput } from './menu-tree-input';

export const MenuList = () => (
  <List exporter={false} perPage={100} pagination={false}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="name" label="navigation.f.name" disableSort />
      <DataTable.Col source="locale" label="navigation.f.locale" disableSort />
    </DataTable>
  </List>
);

/** A new item's id: past every item of every menu (the API keeps them unique across menus). */
function useFirstFreeId(): number {
  const { data = [] } = useGetList<{ id: number; items: MenuItem[] }>('menus', {
    pagination: { page: 1, perPage: 100 },
  });
  return Math.max(0, ...data.flatMap((menu) => itemIds(menu.items))) + 1;
}

export function MenuEdit() {
  const firstFreeId = useFirstFreeId();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <MenuTreeInput firstFreeId={firstFreeId} />
      </SimpleForm>
    </Edit>
  );
}
