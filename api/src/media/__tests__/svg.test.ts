import { chairShape, chairSvg, type ChairParams } from '../svg';

const chair: ChairParams = { style: 'task', color: '#34424e', frame: '#1f2a33', view: 'front', arms: true };

it.each(['front', 'angle', 'detail'] as const)(
  'a product picture (%s view) ends with the chair: no mark of its own in a corner, which read as a stray dash',
  (view) => {
    const svg = chairSvg({ ...chair, view }, 800, 800, 'Nova');
    const shape = chairShape({ ...chair, view });
    expect(
      svg
        .slice(svg.lastIndexOf(shape) + shape.length)
        .replace(/<\/g>/g, '')
        .trim(),
    ).toBe('</svg>');
  },
);
