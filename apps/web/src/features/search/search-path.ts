/** Where a submitted search goes: the search page on /home. */
export const searchPath = (term: string) => `/home?${new URLSearchParams({ search: term.trim(), data_type: 'searched' })}`;
