/** A route's `searchParams` as Next hands them to a page: one value or several per name. */
export type RouteQuery = Readonly<Record<string, string | string[] | undefined>>;

/** The query as URLSearchParams, every value of a repeated name kept in order. */
export function toUrlSearchParams(query: RouteQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

/** The query to carry over to another address: `?a=1&b=2`, or "" when there is none. */
export function queryStringOf(query: RouteQuery): string {
  const text = toUrlSearchParams(query).toString();
  return text ? `?${text}` : "";
}
