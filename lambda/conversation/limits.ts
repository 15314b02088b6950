// What the service accepts, as the skill holds to it: the same figures as the service's schemas in
// models/ (a test compares them). Written out rather than read from the schemas at run time, which would
// bring TypeBox into the Lambda bundle for a few numbers (and 50 KiB to every cold start's compile).

/** The longest project search term (`GET /projects?search=`). */
export const MAX_SEARCH_CHARS = 200;
/** The longest project name. */
export const MAX_NAME_CHARS = 200;
/** The longest id. */
export const MAX_ID_CHARS = 64;
/** The most items a list page holds (`per_page`). */
export const MAX_PER_PAGE = 100;
/** The longest duration an activity may hold, in seconds (a week). */
export const MAX_DURATION_SECONDS = 7 * 24 * 3600;
