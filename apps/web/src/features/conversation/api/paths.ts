import type { MessageSide } from "@pp/shared";
import type { QueryKey } from "@tanstack/react-query";
import { adminApplicationKeys } from "../../admin-applications/api/keys";
import { applicationKeys } from "../../applications/api/keys";

/** The conversation's routes on one side: the partner's application or admissions' copy of it. */
export const conversationPath = (side: MessageSide, id: number) =>
  side === "partner" ? `/partner/application/${id}/messages/` : `/admin/applications/${id}/messages/`;

/** Where the side's application lives in the cache: its detail (with the thread) and its lists (with the counts). */
export const conversationKeys = (side: MessageSide, id: number): { detail: QueryKey; lists: QueryKey } =>
  side === "partner"
    ? { detail: applicationKeys.detail(id), lists: applicationKeys.lists() }
    : { detail: adminApplicationKeys.detail(id), lists: adminApplicationKeys.lists() };

/** The API answers with `/api/...` links; the client adds that prefix itself. */
export const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, "");
