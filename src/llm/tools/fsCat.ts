/**
 * fs_cat: a whole text file, when it is small enough to be worth sending.
 * Bigger files are refused with a pointer to fs_read, which pages.
 */
import { requiredString } from "./args.js";
import { createLineRedactor } from "../redact.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal, type ToolDefinition } from "./types.js";
import { decodeText } from "../text/decode.js";
import { binaryNotice, isBinaryFile, openWorkspaceFile } from "./workspaceFile.js";

export function createFsCatTool(sandbox: WorkspaceSandbox): ToolDefinition {
  const cap = sandbox.maxFileBytes;
  return {
    name: "fs_cat",
    description: `A whole text file of at most ${cap} bytes (fs_read pages and numbers lines).`,
    parameters: {
      type: "object",
      properties: { path: { type: "string" } },
      required: ["path"],
      additionalProperties: false,
    },
    async run(args, signal) {
      signal.throwIfAborted();
      const userPath = requiredString("fs_cat", args, "path");
      const file = await openWorkspaceFile(sandbox, userPath);
      try {
        const tooBig = () =>
          new ToolRefusal(
            `${sandbox.describe(userPath)} is ${file.size} bytes, over fs_cat's ${cap}-byte limit; ` +
              "use fs_read with offset and limit to read it in windows",
          );
        if (file.size > cap) throw tooBig();
        if (await isBinaryFile(file.handle)) return sandbox.redact(binaryNotice(file.relPath, file.size));
        // Read one byte past the cap: a file that grew since fstat is still refused, not cut silently.
        const buffer = Buffer.alloc(cap + 1);
        const { bytesRead } = await file.handle.read(buffer, 0, cap + 1, 0);
        if (bytesRead > cap) throw tooBig();
        if (bytesRead === 0) return "[empty file]";
        // Decoded as every reader decodes it: a UTF-16 or Windows-1252 file shows its characters.
        const decoded = decodeText(buffer.subarray(0, bytesRead));
        if (decoded.kind === "binary") return sandbox.redact(binaryNotice(file.relPath, file.size));
        const text = decoded.text;
        // Line by line first, so a private key body is redacted exactly as fs_read redacts it.
        const redactLine = createLineRedactor(sandbox.redact, file.relPath);
        return sandbox.redact(text.split("\n").map(redactLine).join("\n"));
      } finally {
        await file.handle.close();
      }
    },
  };
}
