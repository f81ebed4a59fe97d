/**
 * The base branch's configuration, read once per base through the API: a
 * pull request cannot change the rules it is judged by. Its text is part of
 * the cache key.
 */
import { parseConfig, type GauntletConfig } from "../../review/config.js";
import { shortSha } from "../../review/text.js";
import type { GithubApi } from "../transport/api.js";
import { GithubCallError } from "./errors.js";

export class BaseConfig {
  private read: { baseSha: string; value: GauntletConfig; text: string } | undefined;

  constructor(
    private readonly api: GithubApi,
    private readonly path: string,
    private readonly log: (message: string) => void,
  ) {}

  async at(baseSha: string): Promise<GauntletConfig> {
    if (this.read?.baseSha === baseSha) return this.read.value;
    const text = await this.api.fileAt(this.path, baseSha).catch((error: unknown) => {
      throw new GithubCallError(`could not read ${this.path} at the base commit ${shortSha(baseSha)}`, error);
    });
    if (text === undefined) this.log(`no ${this.path} at the base commit; using the defaults`);
    const value = text === undefined ? {} : parseConfig(text, `${this.path} (at ${baseSha.slice(0, 12)})`);
    this.read = { baseSha, value, text: text ?? "" };
    return value;
  }

  /** The text last read ("" without a file). */
  get text(): string {
    return this.read?.text ?? "";
  }
}
