import type { AnyPermission } from "@pp/shared";
import {
  IconAlarm,
  IconCalendarDue,
  IconFileAlert,
  IconHeadset,
  IconId,
  IconListCheck,
  IconMessageCircle,
  type IconProps,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

/**
 * What the page knows of each section before the answer comes: the permission its list needs (so the right number
 * of placeholder cards keeps the page from moving) and its icon. Strings live under `myDay.sections.<key>`.
 * A section the server sends that is not listed here still shows, with a plain icon.
 */
export const SECTION_FRAMES: {
  key: string;
  /** Undefined: the person's own (their tasks), shown to everyone. */
  permission: AnyPermission | undefined;
  icon: ComponentType<IconProps>;
  /** What a row's date is: when it was due, when it closes, by when to answer, when it expires, since when it waits. */
  date: "due" | "closes" | "answerBy" | "expires" | "waitingSince";
  /** Its rows are the person's tasks, each with a "Done" button. */
  tasks?: boolean;
}[] = [
  { key: "overdue", permission: undefined, icon: IconAlarm, date: "due", tasks: true },
  { key: "today", permission: undefined, icon: IconListCheck, date: "due", tasks: true },
  { key: "deadlines", permission: "applications.view", icon: IconCalendarDue, date: "closes" },
  { key: "documents", permission: "applications.view", icon: IconFileAlert, date: "closes" },
  { key: "offers", permission: "applications.view", icon: IconRosetteDiscountCheck, date: "answerBy" },
  { key: "passports", permission: "students.view", icon: IconId, date: "expires" },
  { key: "messages", permission: "applications.view", icon: IconMessageCircle, date: "waitingSince" },
  { key: "tickets", permission: "tickets.manage", icon: IconHeadset, date: "waitingSince" },
];

/** How many rows a section shows (the server's FIRST_ROWS); a card keeps room for them while it loads. */
export const FIRST_ROWS = 5;
