/**
 * The model endpoint's base URL as the matrix files record it: artifacts are
 * downloadable by anyone with read access, so a key embedded in the URL (its
 * userinfo, or a token in its query) is never written. Only the query
 * parameters an endpoint needs and that carry no secret are kept.
 */
const KEPT_QUERY = new Set(["api-version"]);

export function recordableBaseUrl(baseUrl: string): string {
  if (!baseUrl) return "";
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    // Not a URL the client could call either: record nothing of it (the lanes fail naming the input).
    return "";
  }
  url.username = "";
  url.password = "";
  for (const name of [...url.searchParams.keys()]) if (!KEPT_QUERY.has(name.toLowerCase())) url.searchParams.delete(name);
  url.hash = "";
  return url.toString().replace(/\/$/, baseUrl.endsWith("/") ? "/" : "");
}
