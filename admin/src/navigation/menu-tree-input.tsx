// The items of a menu as a nested list: each with its label, type and link (a URL, a page from the sitemap, a
// category), moved by dragging it onto another item (it goes before that one) or with the buttons (up, down, in, out),
// which keep the keyboard's focus on the moved item's button; removed after a confirmation. The form's `items`.
// An item's fields sit in one row (react-admin's theme would stretch each across the form).
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIcon from '@mui/icons-material/DragIndicator';
import InIcon from '@mui/icons-material/FormatIndentIncrease';
import OutIcon from '@mui/icons-material/FormatIndentDecrease';
import { Box, Button, IconButton, MenuItem as Option, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useGetList, useInput, useTranslate } from 'react-admin';
import {
  addItem,
  changeItem,
  itemIds,
  MENU_ITEM_TYPES,
  moveBefore,
  moveItem,
  removeItem,
  withType,
  type MenuItem,
  type Move,
} from './menu-tree';

const MOVES: Array<{ move: Move; Icon: typeof ArrowUpIcon }> = [
  { move: 'up', Icon: ArrowUpIcon },
  { move: 'down', Icon: ArrowDownIcon },
  { move: 'in', Icon: InIcon },
  { move: 'out', Icon: OutIcon },
];

interface Choice {
  id: number;
  name: string;
}

interface NodeRecord {
  id: number;
  page: number | null;
  translations: { pl: { slug: string; title?: string | null } };
}

interface RowProps {
  item: MenuItem;
  pages: Choice[];
  categories: Choice[];
  change(id: number, changes: Partial<MenuItem>): void;
  move(id: number, move: Move): void;
  drop(id: number, beforeId: number): void;
  remove(item: MenuItem): void;
  buttonRef(key: string, element: HTMLButtonElement | null): void;
}

function ItemRow(props: RowProps) {
  const { item, pages, categories, change } = props;
  const translate = useTranslate();
  const name = item.name;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none' }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const dragged = Number(event.dataTransfer.getData('text/plain'));
        if (dragged > 0) props.drop(dragged, item.id);
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
        <Box
          draggable
          onDragStart={(event) => event.dataTransfer.setData('text/plain', String(item.id))}
          aria-label={translate('navigation.drag', { name })}
          role="img"
          sx={{ cursor: 'grab', display: 'flex' }}
        >
          <DragIcon />
        </Box>
        <TextField
          fullWidth={false}
          size="small"
          label={translate('navigation.f.label')}
          value={item.name}
          required
          onChange={(event) => change(item.id, { name: event.target.value })}
        />
        <TextField
          fullWidth={false}
          select
          size="small"
          label={translate('navigation.f.type')}
          value={item.type}
          onChange={(event) => change(item.id, withType(item, event.target.value as MenuItem['type']))}
          sx={{ minWidth: 140 }}
        >
          {MENU_ITEM_TYPES.map((type) => (
            <Option key={type} value={type}>
              {translate(`navigation.types.${type}`)}
            </Option>
          ))}
        </TextField>
        {item.type === 'Url' && (
          <TextField
            fullWidth={false}
            size="small"
            label={translate('navigation.f.url')}
            value={item.url ?? ''}
            required
            onChange={(event) => change(item.id, { url: event.target.value === '' ? null : event.target.value })}
          />
        )}
        {item.type === 'Page' && item.sitemapNode === null && (
          <TextField
            fullWidth={false}
            select
            size="small"
            label={translate('navigation.f.page')}
            value={item.page ?? ''}
            onChange={(event) => change(item.id, { page: Number(event.target.value) })}
            sx={{ minWidth: 180 }}
          >
            {pages.map((page) => (
              <Option key={page.id} value={page.id}>
                {page.name}
              </Option>
            ))}
          </TextField>
        )}
        {item.type === 'Category' && (
          <TextField
            fullWidth={false}
            select
            size="small"
            label={translate('navigation.f.category')}
            value={item.category ?? ''}
            onChange={(event) => change(item.id, { category: Number(event.target.value) })}
            sx={{ minWidth: 180 }}
          >
            {categories.map((category) => (
              <Option key={category.id} value={category.id}>
                {category.name}
              </Option>
            ))}
          </TextField>
        )}
        {MOVES.map(({ move, Icon }) => (
          <IconButton
            key={move}
            size="small"
            aria-label={translate(`navigation.${move}`, { name })}
            ref={(element) => props.buttonRef(`${item.id}-${move}`, element)}
            onClick={() => props.move(item.id, move)}
          >
            <Icon fontSize="small" />
          </IconButton>
        ))}
        <IconButton
          size="small"
          aria-label={translate('navigation.remove', { name })}
          onClick={() => props.remove(item)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      {(item.children ?? []).length > 0 && (
        <Box component="ul" sx={{ pl: 4, my: 0 }}>
          {(item.children ?? []).map((child) => (
            <ItemRow key={child.id} {...props} item={child} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The pages a Page item can link to: those a sitemap node shows (a few dozen: one page of the list), by the node's
 * Polish title or address.
 */
function usePages(): Choice[] {
  const { data = [] } = useGetList<NodeRecord>('sitemap-nodes', { pagination: { page: 1, perPage: 100 } });
  return data
    .filter((node) => node.page !== null)
    .map((node) => ({
      id: node.page as number,
      name: node.translations.pl.title ?? `/${node.translations.pl.slug}`,
    }));
}

function useCategories(): Choice[] {
  const { data = [] } = useGetList<{ id: number; translations: { pl: { name: string } } }>('categories', {
    pagination: { page: 1, perPage: 100 },
  });
  return data.map((category) => ({ id: category.id, name: category.translations.pl.name }));
}

/** `firstFreeId`: the first id no menu's item has (ids are unique across all menus). */
export function MenuTreeInput({ firstFreeId }: { firstFreeId: number }) {
  const translate = useTranslate();
  const { field } = useInput<MenuItem[]>({ source: 'items' });
  const items: MenuItem[] = field.value ?? [];
  const pages = usePages();
  const categories = useCategories();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);

  // After a move the item is drawn again in its new place: its button takes the focus back.
  useEffect(() => {
    if (focus === null) return;
    buttons.current.get(focus)?.focus();
    setFocus(null);
  }, [focus, field.value]);

  const set = (next: MenuItem[]) => {
    if (next !== items) field.onChange(next);
  };
  const rowProps = {
    pages,
    categories,
    change: (id: number, changes: Partial<MenuItem>) => set(changeItem(items, id, changes)),
    move: (id: number, move: Move) => {
      set(moveItem(items, id, move));
      setFocus(`${id}-${move}`);
    },
    drop: (id: number, beforeId: number) => set(moveBefore(items, id, beforeId)),
    remove: setRemoving,
    buttonRef: (key: string, element: HTMLButtonElement | null) => {
      if (element === null) buttons.current.delete(key);
      else buttons.current.set(key, element);
    },
  };
  const nextId = Math.max(firstFreeId, ...itemIds(items).map((id) => id + 1));

  return (
    <Box sx={{ width: '100%' }}>
      <Box component="ul" sx={{ pl: 0, my: 0 }}>
        {items.map((item) => (
          <ItemRow key={item.id} {...rowProps} item={item} />
        ))}
      </Box>
      <Button onClick={() => set(addItem(items, nextId, translate('navigation.new_item')))}>
        {translate('navigation.add')}
      </Button>
      <Confirm
        isOpen={removing !== null}
        title="navigation.remove_title"
        content="navigation.remove_content"
        translateOptions={{ name: removing?.name ?? '' }}
        onConfirm={() => {
          if (removing !== null) set(removeItem(items, removing.id));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
