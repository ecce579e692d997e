import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import type { SessionStore } from "./sessions";

/** What a person does with their own sessions (issue 17, session-routes.ts); each write in its route's unit of work. */
export function createSessionService(db: Db, sessions: SessionStore) {
  return {
    /** The person's live sessions, theirs marked `current`. */
    sessions: (userId: number, currentId: string | undefined) => sessions.list(userId, currentId),

    /** Ends one of the person's own sessions (404 when they have no such live session). */
    async endSession(userId: number, id: string) {
      if (!(await sessions.end(userId, id))) throw notFound("This session is not active any more.");
      await recordAudit(db, {
        actor_user_id: userId,
        action: "user.session_end",
        entity: "user",
        entity_id: String(userId),
        details: { session: id },
      });
    },

    /** "Sign out everywhere else": every session of the person but the one asking. */
    async endOtherSessions(userId: number, currentId: string | undefined) {
      const ended = await sessions.endOthers(userId, currentId);
      await recordAudit(db, {
        actor_user_id: userId,
        action: "user.sessions_end_others",
        entity: "user",
        entity_id: String(userId),
        details: { ended },
      });
      return { ended };
    },
  };
}
