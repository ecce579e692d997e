import { beforeEach, describe, expect, it } from "vitest";
import { loginData, resetSession } from "../../../test/session";
import { SESSION_KEYS } from "../session-storage";
import { useSession } from "../session-store";

const keysIn = (storage: Storage) => Object.keys(storage).sort();
const allKeys = Object.values(SESSION_KEYS).sort();

describe("auth session store", () => {
  beforeEach(resetSession);

  it("without Remember password keeps the session in session storage only", () => {
    useSession.getState().signIn(loginData(), false);

    expect(useSession.getState().isAuthenticated).toBe(true);
    expect(sessionStorage.getItem("accessToken")).toBe("access-1");
    expect(sessionStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(sessionStorage.getItem("role")).toBe("Partner");
    expect(JSON.parse(sessionStorage.getItem("user")!).name).toBe("Priya Sharma");
    expect(keysIn(localStorage)).toEqual([]);
  });

  it("with Remember password keeps it in local storage as well", () => {
    useSession.getState().signIn(loginData(), true);

    expect(keysIn(localStorage)).toEqual(allKeys);
    expect(localStorage.getItem("accessToken")).toBe("access-1");
    expect(localStorage.getItem("role")).toBe("Partner");
    expect(sessionStorage.getItem("accessToken")).toBe("access-1");
  });

  it("signing in again without Remember removes the remembered copy", () => {
    useSession.getState().signIn(loginData(), true);
    useSession.getState().signIn(loginData({ access: "access-2" }), false);

    expect(keysIn(localStorage)).toEqual([]);
    expect(sessionStorage.getItem("accessToken")).toBe("access-2");
  });

  it("clearing (Log Out) removes tokens, role and user from both storages", () => {
    localStorage.setItem("unrelated", "kept");
    useSession.getState().signIn(loginData(), true);
    useSession.getState().clear();

    const state = useSession.getState();
    expect(state.isAuthenticated).toBe(false);
    expect(state.access).toBeNull();
    expect(state.role).toBeNull();
    expect(keysIn(sessionStorage)).toEqual([]);
    expect(keysIn(localStorage)).toEqual(["unrelated"]);
  });

  it("rotated tokens replace the stored ones where the session lives", () => {
    useSession.getState().signIn(loginData(), true);
    useSession.getState().setTokens({ access: "access-2", refresh: "refresh-2" });

    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
    expect(sessionStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("expiry clears the session and raises the flag the sign-in page reads", () => {
    useSession.getState().signIn(loginData(), true);
    useSession.getState().expire();

    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, expired: true, access: null });
    expect(keysIn(localStorage)).toEqual([]);
    useSession.getState().acknowledgeExpiry();
    expect(useSession.getState().expired).toBe(false);
  });

  it("a remembered session is restored in a new tab (local storage only)", async () => {
    const data = loginData();
    localStorage.setItem("accessToken", data.access);
    localStorage.setItem("refreshToken", data.refresh);
    localStorage.setItem("role", data.role);
    localStorage.setItem("user", JSON.stringify(data.user));
    localStorage.setItem("permissions", JSON.stringify(data.permissions));

    await useSession.persist.rehydrate();

    expect(useSession.getState()).toMatchObject({
      isAuthenticated: true,
      access: "access-1",
      role: "Partner",
      remember: true,
      permissions: ["students.view"],
    });
    expect(useSession.getState().user?.name).toBe("Priya Sharma");
  });

  it("prefers this tab's session over the remembered one, and tolerates damaged entries", async () => {
    localStorage.setItem("accessToken", "old-access");
    localStorage.setItem("refreshToken", "old-refresh");
    sessionStorage.setItem("accessToken", "tab-access");
    sessionStorage.setItem("refreshToken", "tab-refresh");
    sessionStorage.setItem("role", "Emperor");
    sessionStorage.setItem("user", "{not json");

    await useSession.persist.rehydrate();

    expect(useSession.getState()).toMatchObject({
      access: "tab-access",
      remember: true,
      role: null,
      user: null,
      permissions: [],
    });
  });

  it("without a refresh token nothing is restored", async () => {
    sessionStorage.setItem("accessToken", "lonely-access");
    await useSession.persist.rehydrate();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it("takes over tokens another tab rotated in the remembered copy", () => {
    useSession.getState().signIn(loginData(), true);
    expect(useSession.getState().adoptRememberedTokens()).toBe(false);

    localStorage.setItem("accessToken", "access-from-other-tab");
    localStorage.setItem("refreshToken", "refresh-from-other-tab");

    expect(useSession.getState().adoptRememberedTokens()).toBe(true);
    expect(useSession.getState().access).toBe("access-from-other-tab");
    expect(sessionStorage.getItem("refreshToken")).toBe("refresh-from-other-tab");
  });
});
