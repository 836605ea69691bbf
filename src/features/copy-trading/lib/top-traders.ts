/** The page of traders the copy-trading home reads (the best by total profit come first). */
export const TOP_TRADERS_PAGE = { page: 1 };
/** How many of the best traders the copy-trading home shows before "all traders". */
export const TOP = 5;
