import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../test/fetch-stub";
import { loginData } from "../../../test/session";
import { useSession } from "../../auth/session-store";
import { queryClient } from "../../query-client";
import { isInLanguage } from "../answer-language";
import { chooseLanguage } from "../language";
import { chooseLanguageAndKeep } from "../user-language";

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
  queryClient.clear();
  chooseLanguage("en");
});

describe("choosing a language while signed in (issue 35)", () => {
  it("once the account keeps it, the answers in words are asked again; the others stay", async () => {
    useSession.getState().signIn(loginData(), false);
    let saved: (() => void) | null = null;
    const { calls } = stubFetch(
      (call) =>
        new Promise((resolve) => {
          saved = () => resolve(json(200, { data: { ...loginData().user, language: call.body } }));
        }),
    );
    const inWords = ["students", "matches", 5, "page=1", { language: "es" }] as const;
    const plain = ["students", "detail", 5] as const;
    queryClient.setQueryData(inWords, { reasons: ["IELTS 7 meets the 6.5 this course asks."] });
    queryClient.setQueryData(plain, { id: 5 });
    expect(isInLanguage(inWords)).toBe(true);
    expect(isInLanguage(plain)).toBe(false);

    chooseLanguageAndKeep("es");
    await waitFor(() => expect(calls.map((c) => [c.method, c.url])).toEqual([["PATCH", "/api/me/"]]));
    // While the account's change is on its way, an answer asked now might still come in the old language.
    expect(queryClient.getQueryState(inWords)?.isInvalidated).toBe(false);
    saved!();
    await waitFor(() => expect(queryClient.getQueryState(inWords)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(plain)?.isInvalidated).toBe(false);
  });
});
