/** What a scheduled action does to its record (the CHECK of scheduled_actions.action lists the same). */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
