// Inline icons of the chrome (no asset files in a remote). All decorative: the control carries the label.
import type { ReactNode } from 'react';

function Icon({ children, size = 24, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function SearchIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="10.5" cy="10.5" r="6.5" {...stroke} />
      <path d="m15.5 15.5 5 5" {...stroke} />
    </Icon>
  );
}

export function MenuIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
    </Icon>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m6 6 12 12M18 6 6 18" {...stroke} />
    </Icon>
  );
}

export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} size={16}>
      <path d="m6 9 6 6 6-6" {...stroke} />
    </Icon>
  );
}

export function ChevronRightIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} size={18}>
      <path d="m9 6 6 6-6 6" {...stroke} />
    </Icon>
  );
}

export function ChevronLeftIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} size={18}>
      <path d="m15 6-6 6 6 6" {...stroke} />
    </Icon>
  );
}

export function ExternalIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} size={14}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />
    </Icon>
  );
}

export function LinkedInIcon() {
  return (
    <Icon size={20}>
      <rect x="3.5" y="9" width="3.4" height="11" fill="currentColor" />
      <circle cx="5.2" cy="5.3" r="2" fill="currentColor" />
      <path
        d="M9.6 9h3.3v1.6c.5-.9 1.7-1.9 3.6-1.9 3.4 0 4 2.2 4 5.1V20h-3.4v-5.4c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.6z"
        fill="currentColor"
      />
    </Icon>
  );
}

export function FacebookIcon() {
  return (
    <Icon size={20}>
      <path
        d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21z"
        fill="currentColor"
      />
    </Icon>
  );
}

export function YouTubeIcon() {
  return (
    <Icon size={20}>
      <path
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15.2V8.8l5.4 3.2z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </Icon>
  );
}
