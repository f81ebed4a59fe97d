/**
 * The SDK's client classes, taught to read every provider's error shape: the
 * SDK builds a status error from `body.error` only, so an array (Gemini) or
 * `{object: "error", message}` (Mistral) would read `400 status code (no body)`.
 */
import type { Sdk } from "../sdk.js";
import { normalizeErrorBody } from "./errorBody.js";

type Classes = { OpenAI: Sdk["default"]; AzureOpenAI: Sdk["AzureOpenAI"] };

const made = new WeakMap<Sdk, Classes>();

export function providerClients(sdk: Sdk): Classes {
  let classes = made.get(sdk);
  if (classes === undefined) {
    class ProviderOpenAI extends sdk.default {
      protected override makeStatusError(status: number, error: object, message: string | undefined, headers: Headers) {
        return super.makeStatusError(status, normalizeErrorBody(error) as object, message, headers);
      }
    }
    class ProviderAzureOpenAI extends sdk.AzureOpenAI {
      protected override makeStatusError(status: number, error: object, message: string | undefined, headers: Headers) {
        return super.makeStatusError(status, normalizeErrorBody(error) as object, message, headers);
      }
    }
    classes = { OpenAI: ProviderOpenAI, AzureOpenAI: ProviderAzureOpenAI };
    made.set(sdk, classes);
  }
  return classes;
}
