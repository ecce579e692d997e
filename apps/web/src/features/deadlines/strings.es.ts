import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of deadlines and passport warnings (keys as in strings.ts). */
export default {
  deadlines: {
    closes: "Las solicitudes cierran el {{date}}",
    closed: "Las solicitudes cerraron el {{date}}",
    noDeadline: "Sin fecha límite de solicitud",
    daysLeft_one: "Queda {{count}} día",
    daysLeft_many: "Quedan {{count}} días",
    daysLeft_other: "Quedan {{count}} días",
    today: "Cierra hoy",
    title: "Fecha límite de solicitud",
    passport:
      "El pasaporte vence el {{expiry}}, antes del {{needed}} (seis meses después del inicio de esta admisión): renuévelo antes de solicitar la visa.",
    passportShort: "El pasaporte vence el {{expiry}}: renuévelo antes de la visa",
    passportTitle: "Pasaporte",
    filters: {
      deadlineSoon: "Fecha límite en 14 días",
      documentsMissing: "Faltan documentos",
      passportExpiring: "Pasaporte por vencer",
      label: "Pendientes",
    },
    form: {
      title: "Fechas límite de solicitud",
      intro: "El día en que cierran las solicitudes de cada próxima admisión. Deje el día vacío si no hay.",
      none: "Elija los meses de admisión para fijar sus fechas límite.",
      noUpcoming: "No hay próximas admisiones en estos meses.",
    },
    compareRow: "Fechas límite de solicitud",
  },
} satisfies Translation;
