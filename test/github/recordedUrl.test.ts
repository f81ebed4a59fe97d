/** The endpoint URL the matrix files record: never its credentials. */
import { describe, expect, it } from "vitest";
import { recordableBaseUrl } from "../../src/github/matrix/recordedUrl.js";

describe("recordableBaseUrl", () => {
  it("drops userinfo and every query parameter but api-version", () => {
    expect(recordableBaseUrl("https://user:sk-secret@llm.example/v1?api_key=sk-other&api-version=2024-10-21")).toBe(
      "https://llm.example/v1?api-version=2024-10-21",
    );
    expect(recordableBaseUrl("https://llm.example/v1?token=abc")).toBe("https://llm.example/v1");
  });

  it("keeps a plain URL as given, and records nothing of what is not a URL", () => {
    expect(recordableBaseUrl("http://127.0.0.1:8080/v1")).toBe("http://127.0.0.1:8080/v1");
    expect(recordableBaseUrl("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/");
    expect(recordableBaseUrl("")).toBe("");
    expect(recordableBaseUrl("not a url with sk-secret")).toBe("");
  });
});
