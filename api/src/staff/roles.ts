// Who may do what in the back office: four roles, the areas of work, and which roles reach each area. Every
// /api/admin route names its area (routes/admin/), and the server checks it on every request
// (docs/back-office-security.md has the same matrix for people).
export const STAFF_ROLES = ['admin', 'editor', 'hr', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const AREAS = {
  /** Staff accounts: invite, change roles, disable, remove. */
  accounts: ['admin'],
  /** The audit log. */
  audit: ['admin'],
  /** Site settings. */
  settings: ['admin'],
  /** Products, categories, collections, mechanisms. */
  catalogue: ['admin', 'editor'],
  /** Pages, news, realizations, navigation, banners. */
  content: ['admin', 'editor'],
  /** Job offers and the job applications (with their CVs). */
  careers: ['admin', 'hr'],
  /** Contact questions, cooperation and proposal requests. */
  enquiries: ['admin', 'sales'],
  /** The inbox of what visitors send; each item further by its form's area (careers or enquiries). */
  inbox: ['admin', 'hr', 'sales'],
  /** One's own account: profile, password, second factor, passkeys, sessions. */
  self: ['admin', 'editor', 'hr', 'sales'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Area = keyof typeof AREAS;

/** A route's rule: the area it belongs to, or 'public' for the ways in (sign-in, set-up and reset links). */
export type Access = Area | 'public';

export function mayEnter(role: StaffRole, area: Area): boolean {
  return (AREAS[area] as readonly StaffRole[]).includes(role);
}

/** Roles that see personal data or hold every power: they sign in with a second factor (an app code or a passkey). */
export const SECOND_FACTOR_ROLES: ReadonlySet<StaffRole> = new Set(['admin', 'hr']);

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
