/**
 * Ground truth for bench:context, from the TypeScript language service (not
 * from the code map): the functions and methods a commit changes, and each
 * one's references in other files at the commit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

export interface ChangedFunction {
  path: string;
  name: string;
  /** 0-based position of its name in the file. */
  namePos: number;
  startLine: number;
  endLine: number;
}

/** Functions and methods (with a body) in `text` whose lines meet `lines` (0-based). */
export function changedFunctions(path: string, text: string, lines: ReadonlySet<number>): ChangedFunction[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: ChangedFunction[] = [];
  const visit = (node: ts.Node): void => {
    const named =
      (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && node.body
        ? node.name
        : ts.isVariableDeclaration(node) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          ? node.name
          : undefined;
    if (named && ts.isIdentifier(named)) {
      const startLine = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const endLine = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let touched = false;
      for (let l = startLine; l <= endLine && !touched; l++) touched = lines.has(l);
      if (touched) found.push({ path, name: named.text, namePos: named.getStart(source), startLine, endLine });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A language service over `files` (repository-relative) under `root`, JavaScript included. */
export function languageService(root: string, files: readonly string[]): ts.LanguageService {
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => ({
      allowJs: true,
      checkJs: false,
      noEmit: true,
      target: ts.ScriptTarget.Latest,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.Preserve,
      skipLibCheck: true,
      noLib: true,
      types: [],
    }),
    getScriptFileNames: () => files.map((f) => join(root, f)),
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      try {
        return ts.ScriptSnapshot.fromString(readFileSync(name, "utf8"));
      } catch {
        return undefined;
      }
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/** `path:line` (1-based) of each reference to the function in another file, declarations excluded. */
export function referencesElsewhere(service: ts.LanguageService, root: string, fn: ChangedFunction): string[] {
  const refs = service.findReferences(join(root, fn.path), fn.namePos) ?? [];
  const out = new Set<string>();
  for (const symbol of refs) {
    for (const ref of symbol.references) {
      const rel = ref.fileName.startsWith(root + "/") ? ref.fileName.slice(root.length + 1) : undefined;
      if (!rel || rel === fn.path || rel.includes("node_modules/") || ref.isDefinition) continue;
      const program = service.getProgram();
      const file = program?.getSourceFile(ref.fileName);
      if (!file) continue;
      out.add(`${rel}:${file.getLineAndCharacterOfPosition(ref.textSpan.start).line + 1}`);
    }
  }
  return [...out];
}
