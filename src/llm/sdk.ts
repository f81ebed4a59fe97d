/**
 * The OpenAI SDK, evaluated when the first model client is made. A command
 * that calls no model (`gauntlet gate`, `plan` without lane judgment) never
 * runs its module code: it is the largest library in the bundle.
 *
 * Until it is evaluated, no error can be an instance of its classes, so the
 * checks below answer false without evaluating it.
 */
import type * as OpenAiSdk from "openai";

export type Sdk = typeof OpenAiSdk;

let loaded: Sdk | undefined;

export async function loadSdk(): Promise<Sdk> {
  // Eager: the SDK stays in its importer's chunk, where only this call evaluates it (a chunk of its own would cost the action its licence file).
  return (loaded ??= await import(/* webpackMode: "eager" */ "openai"));
}

/** Any error the SDK raises for a request: a reply with a status, a connection failure, a timeout or an abort. */
export const isApiError = (error: unknown): error is OpenAiSdk.APIError => loaded !== undefined && error instanceof loaded.APIError;

/** No reply at all: refused, reset, unresolvable, or timed out (APIConnectionTimeoutError is one too). */
export const isApiConnectionError = (error: unknown): error is OpenAiSdk.APIConnectionError =>
  loaded !== undefined && error instanceof loaded.APIConnectionError;

export const isApiConnectionTimeoutError = (error: unknown): error is OpenAiSdk.APIConnectionTimeoutError =>
  loaded !== undefined && error instanceof loaded.APIConnectionTimeoutError;

export const isApiUserAbortError = (error: unknown): error is OpenAiSdk.APIUserAbortError => loaded !== undefined && error instanceof loaded.APIUserAbortError;

/** A reply with an error status: the request reached the endpoint, which may bill or rate-limit it. */
export const isAnsweredError = (error: unknown): error is OpenAiSdk.APIError => isApiError(error) && typeof error.status === "number";
