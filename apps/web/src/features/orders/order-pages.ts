/** Default page size 10; pages are numbered from 1 (lib/paging FIRST_PAGE). */
export const ORDERS_PAGE_SIZE = 10;
