/** Facts the demo data is built from. */

export const REGIONS = [
  "Africa",
  "Antarctica",
  "Asia",
  "Europe",
  "Middle East",
  "North America",
  "Oceania",
  "South America",
] as const;

export const CONTINENT_REGION: Record<string, (typeof REGIONS)[number]> = {
  AF: "Africa",
  AN: "Antarctica",
  AS: "Asia",
  EU: "Europe",
  NA: "North America",
  OC: "Oceania",
  SA: "South America",
};

/** Countries usually grouped as the Middle East in student recruitment. */
export const MIDDLE_EAST = [
  "AE",
  "BH",
  "CY",
  "EG",
  "IL",
  "IQ",
  "IR",
  "JO",
  "KW",
  "LB",
  "OM",
  "PS",
  "QA",
  "SA",
  "SY",
  "TR",
  "YE",
];

/** Nepal's seven provinces (since 2015); the library still lists the old zones. */
export const NEPAL_PROVINCES = [
  { code: "P1", name: "Koshi Province" },
  { code: "P2", name: "Madhesh Province" },
  { code: "P3", name: "Bagmati Province" },
  { code: "P4", name: "Gandaki Province" },
  { code: "P5", name: "Lumbini Province" },
  { code: "P6", name: "Karnali Province" },
  { code: "P7", name: "Sudurpashchim Province" },
];

/** Replacements for subdivisions the library has out of date, by ISO2 country code. */
export const STATE_CORRECTIONS: Record<string, { code: string; name: string }[]> = { NP: NEPAL_PROVINCES };

export const STUDY_LEVELS = [
  "English Language",
  "Certificate",
  "Diploma",
  "Foundation",
  "Associate Degree",
  "Undergraduate",
  "Postgraduate Certificate / Diploma",
  "Postgraduate (Master's)",
  "MBA",
  "Doctorate (PhD)",
] as const;
type Level = (typeof STUDY_LEVELS)[number];

const UNI: Level[] = ["Foundation", "Undergraduate", "Postgraduate (Master's)", "MBA", "Doctorate (PhD)"];

/** Study destinations and the levels offered there. */
export const DESTINATIONS: Record<string, Level[]> = {
  GB: ["English Language", ...UNI, "Postgraduate Certificate / Diploma"],
  US: [
    "English Language",
    "Certificate",
    "Associate Degree",
    "Undergraduate",
    "Postgraduate (Master's)",
    "MBA",
    "Doctorate (PhD)",
  ],
  CA: [
    "English Language",
    "Certificate",
    "Diploma",
    "Undergraduate",
    "Postgraduate Certificate / Diploma",
    "Postgraduate (Master's)",
    "MBA",
    "Doctorate (PhD)",
  ],
  AU: ["English Language", "Certificate", "Diploma", ...UNI, "Postgraduate Certificate / Diploma"],
  IE: ["English Language", ...UNI, "Postgraduate Certificate / Diploma"],
  DE: ["Foundation", "Undergraduate", "Postgraduate (Master's)", "MBA", "Doctorate (PhD)"],
  NZ: ["English Language", "Certificate", "Diploma", ...UNI, "Postgraduate Certificate / Diploma"],
  FR: ["English Language", "Undergraduate", "Postgraduate (Master's)", "MBA", "Doctorate (PhD)"],
};

export const YEARS = [2024, 2025, 2026, 2027, 2028, 2029, 2030];
/** The common intake months across the destinations: January, February, May, July, September, November. */
export const INTAKE_MONTHS = [1, 2, 5, 7, 9, 11];
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const APPLICATION_STATUSES: {
  name: string;
  colour: string;
  is_terminal?: boolean;
  triggers_commission?: boolean;
  description: string;
}[] = [
  { name: "Draft", colour: "gray", description: "Being prepared by the partner; not yet sent." },
  { name: "Documents pending", colour: "yellow", description: "Waiting for the student's documents." },
  { name: "Submitted", colour: "blue", description: "Sent to the education provider." },
  { name: "Under review", colour: "indigo", description: "The provider is assessing the application." },
  { name: "More information requested", colour: "orange", description: "The provider needs more from the student." },
  { name: "Conditional offer", colour: "cyan", description: "Offer made, subject to conditions." },
  { name: "Unconditional offer", colour: "teal", description: "Offer made without conditions." },
  { name: "Offer accepted", colour: "green", description: "The student accepted the offer." },
  { name: "Deposit paid", colour: "lime", description: "The tuition deposit has been paid." },
  { name: "CAS/CoE issued", colour: "violet", description: "Confirmation of acceptance issued for the visa." },
  { name: "Visa lodged", colour: "grape", description: "The visa application has been submitted." },
  { name: "Visa granted", colour: "green", description: "The student's visa was granted." },
  { name: "Visa refused", colour: "red", is_terminal: true, description: "The student's visa was refused." },
  {
    name: "Enrolled",
    colour: "green",
    is_terminal: true,
    triggers_commission: true,
    description: "The student has enrolled; commission is due.",
  },
  { name: "Rejected", colour: "red", is_terminal: true, description: "The provider declined the application." },
  { name: "Withdrawn", colour: "gray", is_terminal: true, description: "The student withdrew the application." },
  { name: "Deferred", colour: "yellow", description: "Moved to a later intake." },
];

export const ROLE_TEMPLATES: { name: string; description: string; permissions: string[] }[] = [
  {
    name: "Counsellor",
    description: "Advises students: manages their profiles and applications.",
    permissions: [
      "students.view",
      "students.manage",
      "applications.view",
      "applications.manage",
      "courses.view",
      "tickets.manage",
      "updates.view",
      "documents.view",
      "experts.view",
    ],
  },
  {
    name: "Admissions officer",
    description: "Prepares and follows applications with the providers.",
    permissions: [
      "students.view",
      "applications.view",
      "applications.manage",
      "courses.view",
      "tickets.manage",
      "updates.view",
      "documents.view",
    ],
  },
  {
    name: "Finance",
    description: "Follows commission payments and exports reports.",
    permissions: ["applications.view", "payments.view", "reports.export", "updates.view"],
  },
  {
    name: "Read only",
    description: "Can look at students, applications and the catalogue, and change nothing.",
    permissions: ["students.view", "applications.view", "courses.view", "updates.view", "documents.view"],
  },
];
