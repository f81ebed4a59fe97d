/**
 * Line numbers for offsets in one text, indexed once: lockfiles run to tens
 * of thousands of lines, and every entry asks for a line or two.
 */
export class LineIndex {
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    this.starts = starts;
  }

  get count(): number {
    return this.starts.length;
  }

  /** The 1-based line that holds `offset`. */
  lineAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** Offset of the first character of a 1-based line; the text's length past the last. */
  startOf(line: number): number {
    return this.starts[line - 1] ?? this.text.length;
  }

  /** A 1-based line verbatim, as `text.split("\n")[line - 1]` gives it (a CR stays). */
  lineText(line: number): string {
    const start = this.starts[line - 1];
    if (start === undefined) return "";
    const next = this.starts[line];
    return this.text.slice(start, next === undefined ? this.text.length : next - 1);
  }
}
