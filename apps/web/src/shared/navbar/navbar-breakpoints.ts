/**
 * At this width and below the selectors collapse behind a toggle: 48em is 768 px, a tablet
 * held upright, where one row of five fields no longer fits next to the title.
 */
export const narrowNavbarQuery = '(max-width: 48em)'

/** Height of the title row, in pixels. */
export const titleRowPx = 60

/** Height of the selectors row under it on wide screens, in pixels. */
export const selectorsRowPx = 52
