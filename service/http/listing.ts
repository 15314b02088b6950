// Paging, filtering, ordering and date ranges, the same for every list endpoint.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_PER_PAGE, type ListEnvelope, type ListQuery } from '../../models';
import { badRequest } from './errors';

type Value = string | number | boolean | null | undefined | string[];

/** What one resource allows in lists. Every field a filter or order names must be listed here. */
export interface ListRules<R> {
  /** `filter=field:value`: the field's value, compared case-insensitively; a list matches if it holds the value. */
  filters: Record<string, (row: R) => Value>;
  /** `order_by=field` or `-field`. */
  orderBy: Record<string, (row: R) => Value>;
  /** The calendar date (`YYYY-MM-DD`) that `start_date` and `end_date` bound. */
  dateOf: (row: R) => string;
}

export function applyFilters<R>(rows: R[], query: ListQuery, rules: ListRules<R>): R[] {
  let out = rows;
  for (const filter of query.filter ?? []) {
    const colon = filter.indexOf(':');
    const field = filter.slice(0, colon);
    const wanted = filter.slice(colon + 1).toLowerCase();
    const read = rules.filters[field];
    if (!read) {
      throw badRequest('filter', `filter cannot use ${field}; it can use: ${Object.keys(rules.filters).join(', ')}`);
    }
    out = out.filter((row) => matches(read(row), wanted));
  }
  if (query.start_date && query.end_date && query.start_date > query.end_date) {
    throw badRequest('end_date', 'end_date must not be before start_date');
  }
  if (query.start_date) out = out.filter((row) => rules.dateOf(row) >= query.start_date!);
  if (query.end_date) out = out.filter((row) => rules.dateOf(row) <= query.end_date!);
  return out;
}

function matches(value: Value, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => item.toLowerCase() === wanted);
  if (value === null || value === undefined) return wanted === 'null';
  return String(value).toLowerCase() === wanted;
}

/** Sorts by `order_by` when given, else keeps the given order; ties keep their order (the sort is stable). */
export function applyOrder<R>(rows: R[], orderBy: string | undefined, rules: ListRules<R>): R[] {
  if (!orderBy) return rows;
  const descending = orderBy.startsWith('-');
  const field = descending ? orderBy.slice(1) : orderBy;
  const read = rules.orderBy[field];
  if (!read) {
    throw badRequest('order_by', `order_by cannot use ${field}; it can use: ${Object.keys(rules.orderBy).join(', ')}`);
  }
  const keyed = rows.map((row) => ({ row, key: read(row) }));
  keyed.sort((a, b) => compareValues(a.key, b.key, descending));
  return keyed.map((k) => k.row);
}

function compareValues(a: Value, b: Value, descending: boolean): number {
  // Missing values go last whichever way the list is sorted.
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const order =
    typeof a === 'string' && typeof b === 'string'
      ? a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })
      : a < b
        ? -1
        : a > b
          ? 1
          : 0;
  return descending ? -order : order;
}

/** Cuts one page out of the full list and describes it, with links that keep the rest of the query. */
export function paginate<T>(request: FastifyRequest, items: T[], query: { page?: number; per_page?: number }): ListEnvelope<T> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  const total = items.length;
  const pages = Math.ceil(total / perPage);
  if (page > Math.max(pages, 1)) {
    throw badRequest('page', `page ${page} is past the last page (${Math.max(pages, 1)})`);
  }
  const data = items.slice((page - 1) * perPage, page * perPage);
  const link = (n: number) => pageLink(request, n, perPage);
  return {
    meta: {
      self: link(page),
      next: page < pages ? link(page + 1) : null,
      prev: page > 1 ? link(page - 1) : null,
      count: data.length,
      total,
      pages,
      page,
    },
    data,
  };
}

/** A list that is not paginated (the project list's `list` mode): one page holding everything. */
export function wholeList<T>(request: FastifyRequest, items: T[]): ListEnvelope<T> {
  return {
    meta: { self: request.url, next: null, prev: null, count: items.length, total: items.length, pages: 1, page: 1 },
    data: items,
  };
}

function pageLink(request: FastifyRequest, page: number, perPage: number): string {
  const [path, search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `${path}?${params.toString()}`;
}
