/**
 * One shared "come back later" deadline per endpoint. A 429 (or 503) with
 * Retry-After tells us the endpoint as a whole is saturated, so every call to
 * it waits, new calls and retries alike, instead of only the call that got
 * the answer while the others keep hammering and draw 429s of their own.
 */
import type { Clock } from "../../engine/context.js";

export class RatePause {
  /** Epoch ms before which no call should reach the endpoint. */
  private until = 0;

  /** Holds every call until `untilMs` (epoch ms). The caller caps it; a later deadline wins. */
  holdUntil(untilMs: number): void {
    this.until = Math.max(this.until, untilMs);
  }

  remainingMs(now: number): number {
    return Math.max(0, this.until - now);
  }

  /**
   * Waits at least `minMs` and until the shared deadline, abortably through
   * `signal`. A deadline moved later during the wait (another call got a
   * longer Retry-After) is waited out as well. The end of a sleep, not
   * `now()`, proves a deadline passed, so a frozen test clock cannot loop.
   */
  async wait(clock: Clock, signal: AbortSignal, minMs = 0): Promise<void> {
    const start = clock.now();
    let target = Math.max(start + minMs, this.until);
    let waitMs = target - start;
    while (waitMs > 0) {
      await clock.sleep(waitMs, signal);
      waitMs = this.until - target;
      target = Math.max(target, this.until);
    }
  }
}
