// Paging, filtering, ordering and date ranges, the same for every list endpoint, as SQL: the database
// filters, counts and orders, and only the page's rows leave it.
import { type AnyColumn, type SQL, type SQLWrapper, and, asc, desc, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_PER_PAGE, type ListEnvelope, type ListQuery } from '../../models';
import { badRequest } from './errors';

/** What one resource allows in lists. Every field a filter or order names must be listed here. */
export interface ListRules {
  /** `filter=field:value`: the column, compared case-insensitively; an array column matches if it holds the value. */
  filters: Record<string, AnyColumn | { anyOf: AnyColumn }>;
  /** `order_by=field` or `-field`: the column (or sort key) to order by. */
  orderBy: Record<string, AnyColumn | SQL>;
  /** The calendar date (`YYYY-MM-DD` text) that `start_date` and `end_date` bound. */
  dateOf: SQL;
  /**
   * An instant within two days of `dateOf` (an activity's date_at: its local date is the instant's in an
   * offset under 24 hours). Date ranges bound it too, so an index in this order serves a range without
   * the planner having to know how the two relate (PGlite keeps no statistics unless asked).
   */
  dateInstant?: AnyColumn;
}

// Own-property checks: a field named `constructor` or `__proto__` is simply unknown.
const lookup = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The conditions `filter`, `start_date` and `end_date` add. */
export function listConditions(query: ListQuery, rules: ListRules): SQL[] {
  const conditions: SQL[] = [];
  for (const filter of query.filter ?? []) {
    const colon = filter.indexOf(':');
    const field = filter.slice(0, colon);
    const wanted = filter.slice(colon + 1).toLowerCase();
    const target = lookup(rules.filters, field);
    if (!target) {
      throw badRequest('filter', `filter cannot use ${field}; it can use: ${Object.keys(rules.filters).join(', ')}`);
    }
    if ('anyOf' in target) {
      conditions.push(sql`EXISTS (SELECT 1 FROM unnest(${target.anyOf}) AS item WHERE lower(item) = ${wanted})`);
    } else {
      const text = sql`lower(${target}::text)`;
      conditions.push(wanted === 'null' ? sql`(${target} IS NULL OR ${text} = 'null')` : sql`${text} = ${wanted}`);
    }
  }
  if (query.start_date && query.end_date && query.start_date > query.end_date) {
    throw badRequest('end_date', 'end_date must not be before start_date');
  }
  if (query.start_date) conditions.push(sql`${rules.dateOf} >= ${query.start_date}`);
  if (query.end_date) conditions.push(sql`${rules.dateOf} <= ${query.end_date}`);
  if (rules.dateInstant) {
    if (query.start_date) conditions.push(sql`${rules.dateInstant} >= ${daysFrom(query.start_date, -2)}::timestamptz`);
    if (query.end_date) conditions.push(sql`${rules.dateInstant} < ${daysFrom(query.end_date, 3)}::timestamptz`);
  }
  return conditions;
}

/** Midnight UTC `days` after a calendar date, as an ISO timestamp. */
const daysFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString();

/**
 * The ORDER BY for `order_by` (missing values last whichever way), then the order rows were made in, so
 * ties, and lists with no order_by, keep it.
 */
export function listOrder(orderBy: string | undefined, rules: ListRules, made: AnyColumn): SQL[] {
  if (!orderBy) return [asc(made)];
  const descending = orderBy.startsWith('-');
  const field = descending ? orderBy.slice(1) : orderBy;
  const target = lookup(rules.orderBy, field);
  if (!target) {
    throw badRequest('order_by', `order_by cannot use ${field}; it can use: ${Object.keys(rules.orderBy).join(', ')}`);
  }
  return [sql`${descending ? desc(target) : asc(target)} NULLS LAST`, asc(made)];
}

export const allOf = (conditions: (SQLWrapper | undefined)[]) => and(...conditions) ?? sql`true`;

/** The page asked for, checked against the total: its number, size and first row. */
export function pageWindow(total: number, query: { page?: number; per_page?: number }) {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  const pages = Math.ceil(total / perPage);
  if (page > Math.max(pages, 1)) {
    throw badRequest('page', `page ${page} is past the last page (${Math.max(pages, 1)})`);
  }
  return { page, perPage, pages, offset: (page - 1) * perPage };
}

/** One page of a list whose total is known, described, with links that keep the rest of the query. */
export function pageEnvelope<T>(request: FastifyRequest, data: T[], total: number, query: { page?: number; per_page?: number }): ListEnvelope<T> {
  const { page, perPage, pages } = pageWindow(total, query);
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

/** Cuts one page out of a full list held in memory (search results, at most a few dozen). */
export function paginate<T>(request: FastifyRequest, items: T[], query: { page?: number; per_page?: number }): ListEnvelope<T> {
  const { perPage, offset } = pageWindow(items.length, query);
  return pageEnvelope(request, items.slice(offset, offset + perPage), items.length, query);
}

/** A list that is not paginated (the project list's `list` mode): one page holding everything. */
const wholeListMeta = (request: FastifyRequest, count: number) => ({ self: request.url, next: null, prev: null, count, total: count, pages: 1, page: 1 });

export function wholeList<T>(request: FastifyRequest, items: T[]): ListEnvelope<T> {
  return { meta: wholeListMeta(request, items.length), data: items };
}

/** A list envelope already written as JSON, for lists the database writes whole. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The envelope of a whole list whose items the database wrote as a JSON array. */
export const wholeListJson = (request: FastifyRequest, itemsJson: string, count: number) =>
  new JsonText(`{"meta":${JSON.stringify(wholeListMeta(request, count))},"data":${itemsJson}}`);

function pageLink(request: FastifyRequest, page: number, perPage: number): string {
  const [path, search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `${path}?${params.toString()}`;
}
