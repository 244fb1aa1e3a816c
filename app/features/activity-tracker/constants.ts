/** Days listed in a tracker's history (shared with the page, so it holds no server or schema code). */
export const HISTORY_DAYS = 14;
