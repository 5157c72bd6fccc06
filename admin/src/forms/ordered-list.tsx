// A list whose order the editor sets: each row moves by dragging its handle (a mouse drags it as the browser does, a
// finger by pointer events, which phones do not turn into drags) or by its "move up/down" buttons, which keep the
// focus on the moved row; each move is announced to screen readers. Rows may also be duplicated or removed. What a
// row shows and what a move does are the caller's: a form's field array, a list of chosen ids.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface OrderedItem {
  /** Stays with the row while it moves (a field array's own id, a chosen id). */
  key: string;
  /** What the row is called; labels say it with the row's position. */
  name: string;
}

export interface OrderedListProps {
  items: readonly OrderedItem[];
  onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  label?: string;
  /** Shown beside the buttons; by default the row's position and name (a heading in an outlined row). */
  head?: (index: number) => ReactNode;
  /** Shown under the buttons: the row's inputs. */
  body?: (index: number) => ReactNode;
  onDuplicate?: (index: number) => void;
  onRemove?: (index: number) => void;
  /** The row is a card (a form under its buttons), not a plain line. */
  outlined?: boolean;
}

type Direction = 'up' | 'down';

const ROW = 'data-ordered-row';
// Read by screen readers, not shown.
// Pixels spelled out: in `sx` a number up to 1 is a fraction (width: 1 is 100 %), which widened a phone's page.
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/** `list` with its item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** The row under a finger: its index in this list, if any. */
function rowAt(list: HTMLElement | null, x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest(`[${ROW}]`);
  return row && list?.contains(row) ? Number(row.getAttribute(ROW)) : null;
}

export function OrderedList({ items, onMove, label, head, body, onDuplicate, onRemove, outlined }: OrderedListProps) {
  const translate = useTranslate();
  // The dragged row's index: read by the drop, which may come before React renders the drag's start.
  const dragged = useRef<number | null>(null);
  const [lifted, setLifted] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<{ key: string; direction: Direction } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const wanted = buttons.current.get(`${next.key}-${next.direction}`);
    // At the top or the bottom that button is disabled: the other one keeps the focus on the row.
    const other = buttons.current.get(`${next.key}-${next.direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [items]);

  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || to === from) return;
    onMove(from, to);
    setAnnouncement(translate('forms.moved', { name: item.name, position: to + 1, total: items.length }));
  };
  const shift = (index: number, direction: Direction) => {
    const key = items[index]?.key;
    if (key === undefined) return;
    focusNext.current = { key, direction };
    move(index, direction === 'up' ? index - 1 : index + 1);
  };
  const lift = (index: number) => {
    dragged.current = index;
    // Chrome ends a drag whose row changes while it starts: the row is dimmed once it has.
    setTimeout(() => setLifted(dragged.current));
  };
  const drop = (to: number | null) => {
    if (dragged.current !== null && to !== null) move(dragged.current, to);
    dragged.current = null;
    setLifted(null);
    setOver(null);
  };
  const touching = (event: PointerEvent) => event.pointerType !== 'mouse' && dragged.current !== null;

  return (
    <>
      <Stack
        component="ol"
        ref={list}
        aria-label={label}
        spacing={outlined ? 2 : 1}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {items.map((item, index) => {
          const name = `${index + 1}. ${item.name}`;
          const ref = (direction: Direction) => (element: HTMLButtonElement | null) => {
            buttons.current.set(`${item.key}-${direction}`, element);
          };
          return (
            <Box
              component="li"
              key={item.key}
              {...{ [ROW]: index }}
              aria-label={name}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              sx={{
                p: outlined ? 1 : 0,
                border: 1,
                borderRadius: 1,
                borderColor: over === index && lifted !== index ? 'primary.main' : outlined ? 'divider' : 'transparent',
                opacity: lifted === index ? 0.5 : 1,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box
                  draggable
                  aria-hidden
                  title={translate('forms.drag', { name })}
                  onDragStart={(event) => {
                    // Some browsers start a drag only with data to carry: a type of our own, which the text
                    // fields and editors the row is dropped on do not paste.
                    event.dataTransfer.setData('application/x-ordered-row', name);
                    lift(index);
                  }}
                  onDragEnd={() => drop(null)}
                  onPointerDown={(event) => {
                    if (event.pointerType === 'mouse') return;
                    event.currentTarget.setPointerCapture?.(event.pointerId);
                    lift(index);
                  }}
                  onPointerMove={(event) => {
                    if (touching(event)) setOver(rowAt(list.current, event.clientX, event.clientY));
                  }}
                  onPointerUp={(event) => {
                    if (touching(event)) drop(rowAt(list.current, event.clientX, event.clientY));
                  }}
                  onPointerCancel={() => drop(null)}
                  // A finger on the handle drags the row instead of scrolling the page.
                  sx={{ cursor: 'grab', display: 'flex', touchAction: 'none' }}
                >
                  <DragIndicatorIcon />
                </Box>
                <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  {head ? (
                    head(index)
                  ) : (
                    <Typography component={outlined ? 'h3' : 'span'} variant={outlined ? 'subtitle1' : 'body1'}>
                      {name}
                    </Typography>
                  )}
                </Box>
                <IconButton
                  ref={ref('up')}
                  aria-label={translate('forms.up', { name })}
                  disabled={index === 0}
                  onClick={() => shift(index, 'up')}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  ref={ref('down')}
                  aria-label={translate('forms.down', { name })}
                  disabled={index === items.length - 1}
                  onClick={() => shift(index, 'down')}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                {onDuplicate && (
                  <IconButton aria-label={translate('forms.duplicate', { name })} onClick={() => onDuplicate(index)}>
                    <ContentCopyIcon />
                  </IconButton>
                )}
                {onRemove && (
                  <IconButton aria-label={translate('forms.remove', { name })} onClick={() => onRemove(index)}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
              {body?.(index)}
            </Box>
          );
        })}
      </Stack>
      <Box role="status" aria-live="polite" sx={HIDDEN}>
        {announcement}
      </Box>
    </>
  );
}
