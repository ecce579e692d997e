import type { Role, SessionUser } from "@pp/shared";
import type { PersistStorage } from "zustand/middleware";

/** What the session keeps in browser storage, each part under its own simple key. */
export type StoredSession = {
  access: string | null;
  refresh: string | null;
  role: Role | null;
  user: SessionUser | null;
  permissions: string[];
  remember: boolean;
};

export const SESSION_KEYS = {
  access: "accessToken",
  refresh: "refreshToken",
  role: "role",
  user: "user",
  permissions: "permissions",
} as const;

function storages(): { session?: Storage; local?: Storage } {
  if (typeof window === "undefined") return {};
  return { session: window.sessionStorage, local: window.localStorage };
}

function parseJson<T>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function read(storage: Storage | undefined): Omit<StoredSession, "remember"> | null {
  const access = storage?.getItem(SESSION_KEYS.access);
  const refresh = storage?.getItem(SESSION_KEYS.refresh);
  if (!storage || !access || !refresh) return null;
  const role = storage.getItem(SESSION_KEYS.role);
  return {
    access,
    refresh,
    role: role === "Partner" || role === "Superadmin" ? role : null,
    user: parseJson<SessionUser | null>(storage.getItem(SESSION_KEYS.user), null),
    permissions: parseJson<string[]>(storage.getItem(SESSION_KEYS.permissions), []),
  };
}

function write(storage: Storage | undefined, s: StoredSession) {
  if (!storage || !s.access || !s.refresh) return;
  try {
    storage.setItem(SESSION_KEYS.access, s.access);
    storage.setItem(SESSION_KEYS.refresh, s.refresh);
    if (s.role) storage.setItem(SESSION_KEYS.role, s.role);
    else storage.removeItem(SESSION_KEYS.role);
    storage.setItem(SESSION_KEYS.user, JSON.stringify(s.user));
    storage.setItem(SESSION_KEYS.permissions, JSON.stringify(s.permissions));
  } catch {
    // Storage full or blocked: the session still lives in memory for this page.
  }
}

function erase(storage: Storage | undefined) {
  for (const key of Object.values(SESSION_KEYS)) storage?.removeItem(key);
}

/** The session as stored now: this tab's session storage first, then the remembered copy. */
export function readStoredSession(): StoredSession | null {
  const { session, local } = storages();
  const remembered = read(local);
  const own = read(session);
  if (own) return { ...own, remember: remembered !== null };
  return remembered ? { ...remembered, remember: true } : null;
}

/** The remembered copy only (another tab may have rotated the tokens in it). */
export function readRememberedSession(): StoredSession | null {
  const remembered = read(storages().local);
  return remembered ? { ...remembered, remember: true } : null;
}

/**
 * Persist storage for the session store (docs/architecture.md, departures from SPEC.md, 2): always session storage;
 * local storage too only when "Remember password" was ticked; a signed-out state erases both.
 */
export const sessionPersistStorage: PersistStorage<StoredSession> = {
  getItem: () => {
    const state = readStoredSession();
    return state ? { state, version: 0 } : null;
  },
  setItem: (_name, { state }) => {
    const { session, local } = storages();
    if (!state.access || !state.refresh) {
      erase(session);
      erase(local);
      return;
    }
    write(session, state);
    if (state.remember) write(local, state);
    else erase(local);
  },
  removeItem: () => {
    const { session, local } = storages();
    erase(session);
    erase(local);
  },
};
