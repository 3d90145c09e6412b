// The board's paging and query limits, in a file of plain constants so the board screen can read them without
// pulling zod into its chunk.

export const BOARD_PAGE_SIZE = 9;
/** Far more pages than the board will ever have; anything past it is a bad request, not a huge OFFSET. */
export const BOARD_PAGE_MAX = 1000;
export const BOARD_QUERY_MAX = 200;
export const BOARD_TAG_MAX = 100;
