/** A part number as the dealer's systems write it (uppercased before the check). */
export const PART_NO = /^[A-Z0-9][A-Z0-9._\-/]{0,39}$/
