// Module hooks (node --import, module.register) that append the URL of every file the process loads as a module to
// the file GAUNTLET_LOAD_LOG names: the built CLI's chunks arrive this way, one per dynamic import (startupChunks.cli.test.ts).
import { appendFileSync } from "node:fs";

export async function load(url, context, nextLoad) {
  const log = process.env.GAUNTLET_LOAD_LOG;
  if (log && url.startsWith("file:")) appendFileSync(log, `${url}\n`);
  return nextLoad(url, context);
}
