// GitHub's page-number pagination: `per_page` (default 30, capped at 100),
// `page` (from 1), and a `Link` header with next/last/first/prev, which is
// what Octokit's paginate() follows.

export interface Page<T> {
  items: T[];
  /** Absent when everything fits on one page, as on GitHub. */
  link: string | undefined;
}

export function paginate<T>(all: readonly T[], query: Record<string, unknown>, requestUrl: URL): Page<T> {
  const perPage = Math.min(Math.max(numberOr(query.per_page, 30), 1), 100);
  const page = Math.max(numberOr(query.page, 1), 1);
  const lastPage = Math.max(Math.ceil(all.length / perPage), 1);
  const items = all.slice((page - 1) * perPage, page * perPage);
  if (lastPage === 1) return { items, link: undefined };

  const at = (n: number): string => {
    const url = new URL(requestUrl);
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.set("page", String(n));
    return `<${url.href}>`;
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`${at(Math.min(page - 1, lastPage))}; rel="prev"`);
  if (page < lastPage) rels.push(`${at(page + 1)}; rel="next"`, `${at(lastPage)}; rel="last"`);
  if (page > 1) rels.push(`${at(1)}; rel="first"`);
  return { items, link: rels.join(", ") };
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
}
