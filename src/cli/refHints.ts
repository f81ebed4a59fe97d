/**
 * How a revision the user gave appears in a message, and what to run about a
 * missing one. A ref is input: it is quoted when it is anything but a plain
 * name, and it goes into a suggested command only when it is a plain name,
 * so no message ever proposes a command with an option or shell syntax in it.
 */

// A branch, tag or SHA as people type them: no option, no shell or revision syntax.
const PLAIN_NAME = /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/;

function isPlainName(ref: string): boolean {
  return PLAIN_NAME.test(ref) && !ref.includes("..") && !ref.endsWith(".") && !ref.endsWith("/") && ref.length <= 200;
}

/** The ref as a message shows it: bare when plain, JSON-quoted otherwise. */
export function displayRef(ref: string): string {
  return isPlainName(ref) ? ref : JSON.stringify(ref);
}

/** What to do about a ref git does not know. */
export function missingRefHint(ref: string): string {
  if (!isPlainName(ref)) return "check the name; if the history is shallow, fetch more of it (git fetch --unshallow)";
  // `origin/main` is fetched as `main` from origin.
  const name = ref.startsWith("origin/") && ref.length > "origin/".length ? ref.slice("origin/".length) : ref;
  return `check the name, or fetch it first (git fetch origin ${name})`;
}
