// Requests held open by failNext(…, "stall"). The server releases them all on
// close; otherwise a stalled socket would keep the test process alive.
import type { ServerResponse } from "node:http";

export type StallEnd = "elapsed" | "aborted" | "closed";

export class Stalls {
  private readonly pending = new Set<(end: StallEnd) => void>();

  /** Resolves when `ms` passes (if given), the client disconnects, or releaseAll() runs. */
  hold(res: ServerResponse, ms: number | undefined): Promise<StallEnd> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (end: StallEnd): void => {
        if (!this.pending.delete(finish)) return;
        if (timer) clearTimeout(timer);
        res.off("close", onClose);
        resolve(end);
      };
      const onClose = (): void => finish("aborted");
      this.pending.add(finish);
      res.on("close", onClose);
      if (ms !== undefined) timer = setTimeout(() => finish("elapsed"), ms);
    });
  }

  releaseAll(): void {
    for (const finish of [...this.pending]) finish("closed");
  }
}
