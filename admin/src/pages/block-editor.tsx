// The page's blocks in their order, each with its form: add a block of any type the site renders, move it by drag
// or with the "move up/down" buttons (focus stays on the moved block's button), duplicate it, remove it after
// confirmation.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { BlockFields } from './block-forms';
import { BLOCK_TYPES, duplicateOf, emptyBlock, isTyped, type BlockType, type FormBlock } from './page-record';

type Direction = 'up' | 'down';

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
  const [dragged, setDragged] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<{ key: string; direction: Direction } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const wanted = buttons.current.get(`${next.key}-${next.direction}`);
    // At the top or the bottom that button is disabled: the other one keeps the focus on the block.
    const other = buttons.current.get(`${next.key}-${next.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [fields]);

  const shift = (index: number, direction: Direction) => {
    const key = fields[index]?.key;
    if (key === undefined) return;
    focusNext.current = { key, direction };
    move(index, direction === 'up' ? index - 1 : index + 1);
  };
  const typeName = (type: string) => translate(`pages.t.${type}`);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('pages.blocks')}
      </Typography>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {fields.map((field, index) => {
          const name = `${index + 1}. ${typeName(field.type)}`;
          const ref = (direction: Direction) => (element: HTMLButtonElement | null) => {
            buttons.current.set(`${field.key}-${direction}`, element);
          };
          return (
            <Paper
              component="li"
              key={field.key}
              variant="outlined"
              aria-label={name}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== index) move(dragged, index);
                setDragged(null);
              }}
              sx={{ p: 1, opacity: dragged === index ? 0.5 : 1 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Box
                  draggable
                  onDragStart={(event) => {
                    // Some browsers start a drag only with data to carry.
                    event.dataTransfer.setData('text/plain', name);
                    setDragged(index);
                  }}
                  onDragEnd={() => setDragged(null)}
                  title={translate('pages.drag')}
                  sx={{ cursor: 'grab', display: 'flex' }}
                >
                  <DragIndicatorIcon />
                </Box>
                <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
                  {name}
                </Typography>
                <IconButton
                  ref={ref('up')}
                  aria-label={`${translate('ra.action.move_up')}: ${name}`}
                  disabled={index === 0}
                  onClick={() => shift(index, 'up')}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  ref={ref('down')}
                  aria-label={`${translate('ra.action.move_down')}: ${name}`}
                  disabled={index === fields.length - 1}
                  onClick={() => shift(index, 'down')}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`${translate('ra.action.clone')}: ${name}`}
                  // What is typed now, not what the block was loaded with.
                  onClick={() => insert(index + 1, duplicateOf(getValues(`blocks.${index}`)))}
                >
                  <ContentCopyIcon />
                </IconButton>
                <IconButton aria-label={`${translate('ra.action.remove')}: ${name}`} onClick={() => setRemoving(index)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <BlockFields type={field.type} source={`blocks.${index}`} typed={isTyped(field.type)} />
            </Paper>
          );
        })}
      </Stack>
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
          name: removing === null ? '' : `${removing + 1}. ${typeName(fields[removing]?.type ?? '')}`,
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
