// The <picture> of an API image: its responsive sources (each format with its widths) around the <img> the caller
// sets up; an image without sources is that <img> alone. Every remote's image components are built on it.
import type { ReactElement } from 'react';
import type { ImageSource } from '../types/entities';

interface PictureProps {
  sources?: readonly ImageSource[];
  /** The sizes attribute of every source (see the contracts' breakpoints). */
  sizes?: string;
  /** The fallback <img>, with its width and height. */
  children: ReactElement;
}

export function Picture({ sources, sizes, children }: PictureProps) {
  if (!sources?.length) return children;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type + source.srcset} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}
