import type { Paged } from '@bloom/contract/community';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: { page?: number; limit?: number }, defaultLimit: number): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

export function totalPages(count: number, limit: number): number {
  return Math.ceil(count / limit);
}

/**
 * The spec's paged shape; `next` and `previous` repeat the request's path and query with another page
 * (DRF style), or are null at either end.
 */
export function toPaged<T>(url: string, results: T[], page: number, pages: number): Paged<T> {
  const [path = '', search = ''] = url.split('?');
  const link = (target: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return `${path}?${params.toString()}`;
  };
  return {
    results,
    total_pages: pages,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(pages, 1))) : null,
  };
}

/** The same paged shape with its results already written as JSON. */
export function toPagedJsonText(url: string, resultsJson: readonly string[], page: number, pages: number): string {
  const { results: _none, ...links } = toPaged(url, [], page, pages);
  return `{"results":[${resultsJson.join(',')}],${JSON.stringify(links).slice(1)}`;
}
