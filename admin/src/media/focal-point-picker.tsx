// The focal point of a photo: where its square thumbnail is cut around. Click (or tap) the photo, or focus the
// marker and move it with the arrow keys (Shift for bigger steps); the values are fractions of the width and height.
import { Box } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FocalPoint } from './media-types';

const STEP = 0.05;
const BIG_STEP = 0.2;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

export function FocalPointPicker({
  src,
  value,
  onChange,
}: {
  src: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
}) {
  const translate = useTranslate();
  const percent = (fraction: number) => Math.round(fraction * 100);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onChange({ x: clamp(value.x + move[0] * step), y: clamp(value.y + move[1] * step) });
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  return (
    <Box sx={{ position: 'relative', display: 'inline-block', maxWidth: 480, lineHeight: 0 }} onClick={onClick}>
      <img src={src} alt="" style={{ maxWidth: '100%', cursor: 'crosshair' }} />
      <Box
        role="slider"
        tabIndex={0}
        aria-label={translate('app.media.focal_point')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(value.x)}
        aria-valuetext={translate('app.media.focal_point_value', { x: percent(value.x), y: percent(value.y) })}
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute',
          left: `${value.x * 100}%`,
          top: `${value.y * 100}%`,
          width: 24,
          height: 24,
          transform: 'translate(-50%, -50%)',
          borderRadius: '50%',
          border: '3px solid #fff',
          boxShadow: '0 0 0 2px #000',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
    </Box>
  );
}
