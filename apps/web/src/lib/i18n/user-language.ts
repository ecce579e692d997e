import { profilePaths } from "@pp/shared";
import { api } from "../api-client";
import { useSession } from "../auth/session-store";
import { queryClient } from "../query-client";
import { isInLanguage } from "./answer-language";
import { chooseLanguage, chosenLanguage } from "./language";
import { isLanguage, type Language } from "./languages";

/**
 * Chooses a language in this browser and, when someone is signed in, on their account too (PATCH me/), so the
 * next device they sign in on starts in it. The session's copy changes first, so the account's old language does
 * not switch the interface back while the request is on its way.
 */
export function chooseLanguageAndKeep(code: Language) {
  chooseLanguage(code);
  const { user, isAuthenticated } = useSession.getState();
  if (!isAuthenticated || !user || user.language === code) return;
  useSession.setState({ user: { ...user, language: code } });
  void api.patch(profilePaths.me, { language: code }).then(
    // The server answers a signed-in person in their saved language: an answer asked while this change was on its
    // way may still be in the old one. Those in words (keys with the language) are asked again now.
    () => queryClient.invalidateQueries({ predicate: (q) => isInLanguage(q.queryKey) }),
    () => {
      // Kept in the browser anyway; the account keeps its earlier choice until the next change.
    },
  );
}

/** Signed in: the account's language (chosen on another device, say) wins over this browser's. */
function follow(language: string | null | undefined) {
  if (isLanguage(language) && language !== chosenLanguage()) chooseLanguage(language);
}

let following = false;
/** Starts following the signed-in account's language; the sign-in page and the app call it once. */
export function followAccountLanguage() {
  if (following) return;
  following = true;
  follow(useSession.getState().user?.language);
  useSession.subscribe((s, before) => {
    if (s.user?.language !== before.user?.language) follow(s.user?.language);
  });
}
