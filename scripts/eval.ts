/**
 * `npm run eval`: the code-review lane's review quality on the fixture PRs in
 * test/eval/fixtures, against the configured model endpoint (OPENAI_API_KEY,
 * OPENAI_BASE_URL, GAUNTLET_MODEL). Not part of CI. See test/eval/README.md.
 */
import { evalCli } from "./eval/cli.js";

const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
}

process.exitCode = await evalCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  signal: controller.signal,
});
