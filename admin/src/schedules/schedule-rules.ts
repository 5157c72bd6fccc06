/** The scheduled actions: listed in the API's order (soonest first), never edited, only cancelled (deleted). */
export const SCHEDULE_RULES = { schedules: { sortable: false, writable: [] } } as const;
