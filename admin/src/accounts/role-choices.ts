import { STAFF_ROLES } from '../api/staff-types';

/** The roles as react-admin choices, named in the interface's language (app.roles.*). */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: `app.roles.${role}` }));
