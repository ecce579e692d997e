import type { LoginData, MeData } from "@pp/shared";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { readRememberedSession, type StoredSession, sessionPersistStorage } from "./session-storage";

type SessionState = StoredSession & {
  isAuthenticated: boolean;
  /** Set when the session ended on its own; the sign-in page says so once. */
  expired: boolean;
  /** Set by an explicit Log Out, so the next sign-in starts at home rather than the page left behind. */
  signedOut: boolean;
  signIn: (data: LoginData, remember: boolean) => void;
  setTokens: (tokens: { access: string; refresh: string }) => void;
  setProfile: (me: Pick<MeData, "user" | "role" | "permissions">) => void;
  /** Takes over tokens another tab rotated in the remembered copy; true when there were newer ones. */
  adoptRememberedTokens: () => boolean;
  clear: () => void;
  expire: () => void;
  acknowledgeExpiry: () => void;
};

const emptySession: StoredSession = {
  access: null,
  refresh: null,
  role: null,
  user: null,
  permissions: [],
  remember: false,
};

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...emptySession,
      isAuthenticated: false,
      expired: false,
      signedOut: false,
      signIn: (data, remember) =>
        set({
          access: data.access,
          refresh: data.refresh,
          role: data.role,
          user: data.user,
          permissions: data.permissions,
          remember,
          isAuthenticated: true,
          expired: false,
          signedOut: false,
        }),
      setTokens: ({ access, refresh }) => set({ access, refresh, isAuthenticated: true }),
      setProfile: ({ user, role, permissions }) => set({ user, role, permissions }),
      adoptRememberedTokens: () => {
        const { remember, access } = get();
        const shared = remember ? readRememberedSession() : null;
        if (!shared?.access || !shared.refresh || shared.access === access) return false;
        set({ access: shared.access, refresh: shared.refresh });
        return true;
      },
      clear: () => set({ ...emptySession, isAuthenticated: false, signedOut: true }),
      expire: () => set({ ...emptySession, isAuthenticated: false, expired: true }),
      acknowledgeExpiry: () => set({ expired: false }),
    }),
    {
      name: "session",
      storage: sessionPersistStorage,
      partialize: ({ access, refresh, role, user, permissions, remember }) => ({
        access,
        refresh,
        role,
        user,
        permissions,
        remember,
      }),
      merge: (persisted, current) => {
        const stored = persisted as StoredSession | undefined;
        return stored ? { ...current, ...stored, isAuthenticated: !!stored.access } : current;
      },
    },
  ),
);
