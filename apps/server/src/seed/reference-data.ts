// Longer than 300 lines: facts, not code: regions, study levels and statuses with their names in four languages, roles.
/** Facts the demo data is built from. */
import type { TranslatedNames } from "@pp/shared";

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

/** Each study level's name in the interface's other languages (Masters `names`, docs/decisions/048). */
export const STUDY_LEVEL_NAMES: Record<Level, TranslatedNames> = {
  "English Language": { es: "Curso de inglés", ar: "دورة اللغة الإنجليزية", vi: "Khóa tiếng Anh", zh: "英语语言课程" },
  Certificate: { es: "Certificado", ar: "شهادة", vi: "Chứng chỉ", zh: "证书课程" },
  Diploma: { es: "Diploma", ar: "دبلوم", vi: "Văn bằng (Diploma)", zh: "文凭课程" },
  Foundation: { es: "Curso de acceso (Foundation)", ar: "السنة التأسيسية", vi: "Dự bị đại học", zh: "预科" },
  "Associate Degree": { es: "Grado asociado", ar: "درجة الزمالة", vi: "Cao đẳng (Associate)", zh: "副学士" },
  Undergraduate: { es: "Grado", ar: "البكالوريوس", vi: "Đại học", zh: "本科" },
  "Postgraduate Certificate / Diploma": {
    es: "Certificado / diploma de posgrado",
    ar: "شهادة / دبلوم الدراسات العليا",
    vi: "Chứng chỉ / văn bằng sau đại học",
    zh: "研究生证书 / 文凭",
  },
  "Postgraduate (Master's)": {
    es: "Posgrado (máster)",
    ar: "الدراسات العليا (ماجستير)",
    vi: "Sau đại học (Thạc sĩ)",
    zh: "研究生（硕士）",
  },
  MBA: {
    es: "MBA",
    ar: "ماجستير إدارة الأعمال (MBA)",
    vi: "Thạc sĩ Quản trị Kinh doanh (MBA)",
    zh: "工商管理硕士（MBA）",
  },
  "Doctorate (PhD)": { es: "Doctorado (PhD)", ar: "الدكتوراه", vi: "Tiến sĩ (PhD)", zh: "博士（PhD）" },
};

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
  names: TranslatedNames;
}[] = [
  {
    name: "Draft",
    colour: "gray",
    description: "Being prepared by the partner; not yet sent.",
    names: { es: "Borrador", ar: "مسودة", vi: "Bản nháp", zh: "草稿" },
  },
  {
    name: "Documents pending",
    colour: "yellow",
    description: "Waiting for the student's documents.",
    names: { es: "Documentos pendientes", ar: "مستندات معلّقة", vi: "Chờ hồ sơ", zh: "待补材料" },
  },
  {
    name: "Submitted",
    colour: "blue",
    description: "Sent to the education provider.",
    names: { es: "Enviada", ar: "مُقدَّم", vi: "Đã nộp", zh: "已提交" },
  },
  {
    name: "Under review",
    colour: "indigo",
    description: "The provider is assessing the application.",
    names: { es: "En revisión", ar: "قيد المراجعة", vi: "Đang xét duyệt", zh: "审核中" },
  },
  {
    name: "More information requested",
    colour: "orange",
    description: "The provider needs more from the student.",
    names: {
      es: "Se pidió más información",
      ar: "طُلبت معلومات إضافية",
      vi: "Yêu cầu bổ sung thông tin",
      zh: "需补充信息",
    },
  },
  {
    name: "Conditional offer",
    colour: "cyan",
    description: "Offer made, subject to conditions.",
    names: { es: "Oferta condicional", ar: "قبول مشروط", vi: "Thư mời có điều kiện", zh: "有条件录取" },
  },
  {
    name: "Unconditional offer",
    colour: "teal",
    description: "Offer made without conditions.",
    names: { es: "Oferta incondicional", ar: "قبول غير مشروط", vi: "Thư mời không điều kiện", zh: "无条件录取" },
  },
  {
    name: "Offer accepted",
    colour: "green",
    description: "The student accepted the offer.",
    names: { es: "Oferta aceptada", ar: "تم قبول العرض", vi: "Đã nhận thư mời", zh: "已接受录取" },
  },
  {
    name: "Deposit paid",
    colour: "lime",
    description: "The tuition deposit has been paid.",
    names: { es: "Depósito pagado", ar: "تم دفع العربون", vi: "Đã đặt cọc", zh: "已付押金" },
  },
  {
    name: "CAS/CoE issued",
    colour: "violet",
    description: "Confirmation of acceptance issued for the visa.",
    names: { es: "CAS/CoE emitido", ar: "صدر CAS/CoE", vi: "Đã cấp CAS/CoE", zh: "已签发 CAS/CoE" },
  },
  {
    name: "Visa lodged",
    colour: "grape",
    description: "The visa application has been submitted.",
    names: { es: "Visado solicitado", ar: "تم تقديم طلب التأشيرة", vi: "Đã nộp hồ sơ visa", zh: "已递交签证" },
  },
  {
    name: "Visa granted",
    colour: "green",
    description: "The student's visa was granted.",
    names: { es: "Visado concedido", ar: "تم منح التأشيرة", vi: "Được cấp visa", zh: "签证获批" },
  },
  {
    name: "Visa refused",
    colour: "red",
    is_terminal: true,
    description: "The student's visa was refused.",
    names: { es: "Visado denegado", ar: "رُفضت التأشيرة", vi: "Bị từ chối visa", zh: "签证被拒" },
  },
  {
    name: "Enrolled",
    colour: "green",
    is_terminal: true,
    triggers_commission: true,
    description: "The student has enrolled; commission is due.",
    names: { es: "Matriculado", ar: "مسجَّل", vi: "Đã nhập học", zh: "已注册入学" },
  },
  {
    name: "Rejected",
    colour: "red",
    is_terminal: true,
    description: "The provider declined the application.",
    names: { es: "Rechazada", ar: "مرفوض", vi: "Bị từ chối", zh: "被拒绝" },
  },
  {
    name: "Withdrawn",
    colour: "gray",
    is_terminal: true,
    description: "The student withdrew the application.",
    names: { es: "Retirada", ar: "مسحوب", vi: "Đã rút", zh: "已撤回" },
  },
  {
    name: "Deferred",
    colour: "yellow",
    description: "Moved to a later intake.",
    names: { es: "Aplazada", ar: "مؤجَّل", vi: "Hoãn sang kỳ sau", zh: "已延期" },
  },
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
