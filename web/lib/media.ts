// The screen widths the desk lists switch at (management, head office; Mantine's breakpoints, as the order list).

/** From `sm` (768 px) a table; below it cards (product.md §2.10). */
export const WIDE_QUERY = '(min-width: 48em)'
/** From `md`-ish 992 px the columns fit the page and the header can stick; below it the table scrolls sideways. */
export const FITS_QUERY = '(min-width: 62em)'
/** Modals fill the screen below `sm`. */
export const PHONE_QUERY = '(max-width: 48em)'
