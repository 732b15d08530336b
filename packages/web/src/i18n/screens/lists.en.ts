/** The texts of every list paged by the server: its filter, the rows shown, the rows per page, the pager. */
export const lists = {
  'lists.filter': 'Filter',
  'lists.rowsPerPage': 'Rows per page',
  'lists.rangeOf': '{from}–{to} of {total}',
  'lists.firstPage': 'First page',
  'lists.previousPage': 'Previous page',
  'lists.nextPage': 'Next page',
  'lists.page': 'Page {page}',
  'lists.control.first': 'first page',
  'lists.control.previous': 'previous page',
  'lists.control.next': 'next page',
  'lists.control.last': 'last page',
} as const;
