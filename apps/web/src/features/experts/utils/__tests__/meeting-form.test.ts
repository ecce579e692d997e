import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { avatarColor, initials } from "../format";
import { emptyMeetingValues, localToIso, validateMeeting, valuesToRequestBody } from "../meeting-form";

const local = (daysAhead: number, time: string) => `${dayjs().add(daysAhead, "day").format("YYYY-MM-DD")} ${time}:00`;

describe("the meeting request form", () => {
  it("turns the pickers' local times into UTC instants", () => {
    const value = "2030-03-14 10:30:00";
    expect(localToIso(value)).toBe(dayjs(value).toISOString());
    expect(new Date(localToIso(value)).getHours()).toBe(10);
    expect(localToIso(null)).toBe("");
    expect(localToIso("not a date")).toBe("");
  });

  it("builds the body: empty message and student as null, numbers as numbers", () => {
    const v = { ...emptyMeetingValues(), topic: "Scholarships", student_id: "42", duration_minutes: "45" };
    v.slots = [local(2, "09:00"), local(3, "09:00"), local(4, "09:00")];
    expect(valuesToRequestBody(v)).toEqual({
      topic: "Scholarships",
      message: null,
      student_id: 42,
      duration_minutes: 45,
      slots: v.slots.map((s) => dayjs(s).toISOString()),
    });
    expect(validateMeeting(v)).toEqual({});
  });

  it("names each empty field, then past and repeated times, with the shared schema's messages", () => {
    expect(validateMeeting(emptyMeetingValues())).toEqual({
      topic: "Say what the meeting is about in at least 3 characters.",
      "slots.0": "Choose a date and time.",
      "slots.1": "Choose a date and time.",
      "slots.2": "Choose a date and time.",
    });
    const same = local(2, "09:00");
    const v = { ...emptyMeetingValues(), topic: "Visas", slots: [local(-1, "09:00"), same, same] };
    expect(validateMeeting(v)).toEqual({
      "slots.0": "Choose a time in the future.",
      slots: "Offer three different times.",
    });
  });
});

describe("avatars", () => {
  it("shows up to two initials, letters only", () => {
    expect(initials("Eleanor Whitfield")).toBe("EW");
    expect(initials("Lachlan O'Brien")).toBe("LO");
    expect(initials("Camille  de  la Laurent")).toBe("CL");
    expect(initials("Ciarán")).toBe("C");
    expect(initials("  ")).toBe("?");
    expect(initials("élodie-anne roux")).toBe("ÉR");
  });

  it("gives a name the same colour every time", () => {
    expect(avatarColor("Eleanor Whitfield")).toBe(avatarColor("Eleanor Whitfield"));
  });
});
