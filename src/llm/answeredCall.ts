/**
 * A model call that failed after the endpoint answered it (an HTTP 4xx or 5xx)
 * is still a call: the endpoint may bill or rate-limit it. Usage counts calls
 * the way a success counts them, once per call, however many retries it took.
 */
import { isAnsweredError } from "./sdk.js";

/** Watches each HTTP attempt of a call; wraps the request inside the retry loop. */
export type AttemptWatch = <R>(request: Promise<R>) => Promise<R>;

/** Runs one call (`send` retries inside); when it fails after any attempt was answered, tells `onRefused` once. */
export async function countingRefusal<T>(send: (watch: AttemptWatch) => Promise<T>, onRefused: () => void): Promise<T> {
  let answered = false;
  const watch: AttemptWatch = async (request) => {
    try {
      return await request;
    } catch (error) {
      answered ||= isAnsweredError(error);
      throw error;
    }
  };
  try {
    return await send(watch);
  } catch (error) {
    if (answered) onRefused();
    throw error;
  }
}
