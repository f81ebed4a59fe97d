/**
 * A large, varied corpus of repository paths for the path rules' fixture
 * (test/review/fixtures/pathRules.json): every glob of the rule table made
 * concrete (with and without folders, in every case, with near misses), the
 * names and extensions the rules name, and hostile or odd names (regular-
 * expression specials, spaces, unicode that folds to ASCII, leading dots,
 * line terminators, 4,096-character paths).
 *
 * The fixture keeps the paths it was written with, so a later change to the
 * rule table does not change the corpus: only what the rules answer.
 * `writePathFixture.ts` writes it; run it only when a rule's meaning changes.
 */
import { NOT_PROSE, PROSE_FILES, SIGNAL_RULES, UNSCANNED_FILES } from "../../../src/review/signals/rules.js";

/** Every glob list of the rule table, by a stable name: what the fixture records matches of. */
export function globLists(): Array<{ name: string; globs: readonly string[] }> {
  const lists: Array<{ name: string; globs: readonly string[] }> = [];
  SIGNAL_RULES.forEach((rule, index) => {
    if (rule.paths) lists.push({ name: `rule ${index} paths (${rule.topic})`, globs: rule.paths });
    if (rule.inFiles) lists.push({ name: `rule ${index} inFiles (${rule.topic})`, globs: rule.inFiles });
  });
  lists.push({ name: "prose", globs: PROSE_FILES }, { name: "not prose", globs: NOT_PROSE }, { name: "unscanned", globs: UNSCANNED_FILES });
  return lists;
}

function expandBraces(glob: string): string[] {
  const open = glob.indexOf("{");
  const close = glob.indexOf("}", open);
  if (open < 0 || close < 0) return [glob];
  return glob
    .slice(open + 1, close)
    .split(",")
    .flatMap((alternative) => expandBraces(glob.slice(0, open) + alternative + glob.slice(close + 1)));
}

/** A glob made concrete: `**` as no folder, one or two; `*` as nothing, one letter or a dotted name. */
function instances(glob: string): string[] {
  const out: string[] = [];
  const leads = ["", "a/", "Deep/er/"];
  const stars = ["", "x", "Name.v2"];
  leads.forEach((lead, i) => {
    const star = stars[i]!;
    const path = glob
      .replace(/^\*\*\//, lead)
      .replace(/\/\*\*\//g, i === 0 ? "/" : "/m/n/")
      .replace(/\/\*\*$/, i === 2 ? "/sub/file.txt" : "/f")
      .replace(/\*/g, star)
      .replace(/\?/g, "q");
    out.push(path);
  });
  return out;
}

/** Near misses and case variants of a path that matches. */
function variants(path: string): string[] {
  const slash = path.lastIndexOf("/");
  const dir = path.slice(0, slash + 1);
  const base = path.slice(slash + 1);
  return [
    path.toUpperCase(),
    path.replace(/[a-z]/, (c) => c.toUpperCase()),
    `${path}x`,
    `${dir}x${base}`,
    `${path}/inner.txt`,
    `x${path}`,
    `/${path}`,
    path.replace(/\./g, "_"),
  ];
}

const ODD = [
  "",
  "/",
  "a//b/package.json",
  "a/b/",
  ".",
  "..",
  "...",
  ".env",
  ".env.local",
  ".ENV",
  "x.env",
  ".envrc",
  "a/.env/b.txt",
  ".hidden/.git/config",
  ".github/workflows/ci.yml",
  ".github/workflows/sub/ci.yml",
  ".GitHub/Workflows/Build.YAML",
  "a+b(c).txt",
  "src/[id]/page.tsx",
  "src/(group)/route.ts",
  "app/{slug}/index.ts",
  "lib/a^b$c|d.go",
  "lib/back\\slash.py",
  "lib/dot.in.the.middle.ts",
  "pkg/star*star.go",
  "pkg/question?.go",
  "pkg/*****",
  "**/package.json",
  "a/**/b.proto",
  "has space/package.json",
  "tab\tin/name.proto",
  "new\nline/package.json",
  "package.json\n",
  "migrations/a\nb.py",
  "a/migrations/x\r.sql",
  "db/migrate/\u2028x.rb",
  "sub/\u2029/go.mod",
  "caf\u00e9/auth.ts",
  "\u00fcber/Dockerfile",
  "pac\u212Aage.json",
  "src/\u212Aeys.pem",
  "\u0130ndex.ts",
  "src/\u0130d_rsa",
  "\u017Fetup.py",
  "stra\u00dfe/setup.py",
  "\u65e5\u672c\u8a9e/\u8a8d\u8a3c.ts",
  "emoji/\ud83d\udd11.key",
  "lone/\ud800surrogate.pem",
  "src/OAuthClient.ts",
  "src/XMLHttpRequest.js",
  "src/author.ts",
  "src/authorization.ts",
  "src/authoring/index.ts",
  "lib/SignInButton.tsx",
  "pkg/2fa/totp-v2.go",
  "internal/protoc-gen-openapiv2/main.go",
  "tools/genopenapi/template.go",
  "docs/authentication.md",
  "docs/README",
  "docs/readme.rst",
  "CMakeLists.txt",
  "requirements.txt",
  "dev-requirements.txt",
  "test_requirements.in",
  "requirements/base.txt",
  "constraints-dev.txt",
  "vendor/modules.txt",
  "robots.txt",
  "notes.txt",
  "V2__add_orders.sql",
  "db/V__x__y.sql",
  "U1__undo.sql",
  "R__views.sql",
  "packages/core/index.ts",
  "packages/core/src/index.d.ts",
  "packages/a/b/index.ts",
  "packages//index.ts",
  "index.ts",
  "src/index.tsx",
  "lib/src/index.js",
  "action.yml",
  "sub/action.yaml",
  "Dockerfile",
  "Dockerfile.dev",
  "app.dockerfile",
  "id_rsa",
  "home/.ssh/id_ed25519.pub",
  "etc/sudoers",
  "etc/sudoers.d/admins",
  "yarn.lock",
  "a/yarn.lock",
  "site.map",
  "bundle.js.map",
  "Migrations/20240101_Init.cs",
  "Data/AppModelSnapshot.cs",
  "prisma/schema.prisma",
  "openapi/v1/users.yaml",
  "api/openapi.json",
  "swagger-v2.yml",
  "my.openapi.yaml",
  "schemas/a/b.json",
  "x.schema.json",
  "cmd/tool/main.go",
  "src/cli.ts",
  "src/commands/deep/run.py",
  "app/controllers/users_controller.rb",
  "app/UsersController.cs",
  "config/routes.rb",
  "blog/urls.py",
  "terraform.tfstate.backup",
  ".git-credentials",
  "credentials",
  "credentials.json",
  "aws/credentials.yml",
];

function hostile(): string[] {
  const long = (unit: string) => unit.repeat(Math.ceil(4096 / unit.length)).slice(0, 4096);
  return [
    long("a/"),
    long("*"),
    long("a"),
    `${long("a/").slice(0, 4080)}package.json`,
    long("migrations/"),
    `${long("openapi/").slice(0, 4080)}x.yaml`,
    long("V__"),
    long("-requirements"),
    `${long("-requirements")}.txt`,
    long("db.changelog"),
    long("."),
    long("/"),
    long("aB"),
    long("auth "),
    `${long("x/").slice(0, 4090)}.env`,
  ];
}

/** The corpus, deduplicated, in a stable order. */
export function buildPathCorpus(): string[] {
  const paths = new Set<string>();
  for (const { globs } of globLists()) {
    for (const glob of globs) {
      // A brace of 40 extensions in 9 folders: every instance, but near misses of the first few only.
      expandBraces(glob).forEach((expanded, index) => {
        const [plain, ...more] = instances(expanded);
        paths.add(plain!);
        more.forEach((path) => paths.add(path));
        if (index < 4) variants(plain!).forEach((path) => paths.add(path));
      });
    }
  }
  for (const path of ODD) {
    paths.add(path);
    variants(path).forEach((variant) => paths.add(variant));
  }
  hostile().forEach((path) => paths.add(path));
  return [...paths];
}
