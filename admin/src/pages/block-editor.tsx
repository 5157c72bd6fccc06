// The page's blocks in their order, each with its form: add a block of any type the site renders, move it (by drag
// or keyboard, as every ordered list of the back office), duplicate it, remove it after confirmation.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { OrderedList } from '../forms/ordered-list';
import { BlockFields } from './block-forms';
import { BLOCK_TYPES, duplicateOf, emptyBlock, isTyped, type BlockType, type FormBlock } from './page-record';

export function BlockEditor() {
  const translate = useTranslate();
  const { getValues } = useFormContext<{ blocks: FormBlock[] }>();
  // `key` is the form library's own id of a row; a block's `id` is the page's.
  const { fields, append, insert, move, remove } = useFieldArray<{ blocks: FormBlock[] }, 'blocks', 'key'>({
    name: 'blocks',
    keyName: 'key',
  });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const typeName = (type: string) => translate(`pages.t.${type}`);
  const blockName = (index: number) => `${index + 1}. ${typeName(fields[index]?.type ?? '')}`;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('pages.blocks')}
      </Typography>
      <OrderedList
        items={fields.map((field) => ({ key: field.key, name: typeName(field.type) }))}
        onMove={move}
        outlined
        body={(index) => {
          const type = fields[index]?.type ?? '';
          return <BlockFields type={type} source={`blocks.${index}`} typed={isTyped(type)} />;
        }}
        // What is typed now, not what the block was loaded with.
        onDuplicate={(index) => insert(index + 1, duplicateOf(getValues(`blocks.${index}`)))}
        onRemove={setRemoving}
      />
      <Button
        startIcon={<AddIcon />}
        onClick={(event) => setMenu(event.currentTarget)}
        sx={{ mt: 2 }}
        aria-haspopup="menu"
      >
        {translate('pages.add')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {BLOCK_TYPES.map((type: BlockType) => (
          <MenuItem
            key={type}
            onClick={() => {
              setMenu(null);
              append(emptyBlock(type));
            }}
          >
            {typeName(type)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={removing !== null}
        title="pages.remove"
        content=""
        translateOptions={{
          name: removing === null ? '' : blockName(removing),
        }}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
