import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { json, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { loginData, signedInForEachTest } from "../../../test/session";
import { useRefNames } from "../use-ref-names";

/** What a screen gets from answers: the country's id and English name, the intake's name, the course language. */
function Names() {
  const names = useRefNames();
  return (
    <p data-testid="names">
      {[
        names.country({ id: 77, name: "United Kingdom" }),
        names.country({ id: 999, name: "Atlantis" }),
        names.intake({ name: "September 2027" }),
        names.language("English"),
      ].join(" | ")}
    </p>
  );
}

const COUNTRIES = [
  { id: 77, name: "United Kingdom", iso2: "GB", iso3: "GBR", phone_code: "44", flag: null, is_study_destination: true },
];

function show() {
  return renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Names />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("useRefNames for a partner", () => {
  signedInForEachTest();

  it("names a country by its id through the countries lookup, and writes again when the language changes", async () => {
    const { calls } = stubFetch(() => json(200, { data: COUNTRIES }));
    await act(() => i18n.changeLanguage("es"));
    show();
    expect(await screen.findByText("Reino Unido | Atlantis | septiembre de 2027 | Inglés")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/partner/country/"))).toBe(true);

    await act(() => i18n.changeLanguage("ar"));
    expect(
      await screen.findByText("المملكة المتحدة | Atlantis | سبتمبر 2027 | الإنجليزية", { normalizer: (s) => s }),
    ).toBeInTheDocument();
  });
});

describe("useRefNames for the Superadmin", () => {
  signedInForEachTest(() => loginData({ role: "Superadmin", user: { ...loginData().user, role: "Superadmin" } }));

  it("does not ask for the partners' lookup; countries keep their stored names, intakes still follow the language", async () => {
    const { calls } = stubFetch(() => json(403, { detail: "no" }));
    await act(() => i18n.changeLanguage("es"));
    show();
    expect(await screen.findByText("United Kingdom | Atlantis | septiembre de 2027 | Inglés")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/partner/country/"))).toHaveLength(0);
  });
});
