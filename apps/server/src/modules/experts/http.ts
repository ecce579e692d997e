import { errorBody, meetingCounts, meetingItem } from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ExpertActor, PartnerActor } from "./queries";

/** What the experts route files share: answers, tags and who the caller is on each side. */
export const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
export const security = [{ bearer: [] }];
export const tags = ["experts"];
export const meetingList = z.object({
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(meetingItem), counts: meetingCounts }),
});

export const partnerActor = (req: FastifyRequest): PartnerActor => ({
  userId: req.partner!.userId,
  partnerId: req.partner!.partnerId,
  ip: req.ip,
});
export const adminActor = (req: FastifyRequest): ExpertActor => ({
  userId: req.caller!.userId,
  partnerId: null,
  ip: req.ip,
});
