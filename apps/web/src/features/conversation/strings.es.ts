import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the conversation on an application. */
export default {
  conversation: {
    headingPartner: "Conversación con admisiones",
    headingAdmin: "Conversación con el socio",
    newCount_one: "{{count}} nuevo",
    newCount_many: "{{count}} nuevos",
    newCount_other: "{{count}} nuevos",
    empty: "Aún no hay mensajes. Escriba el primero abajo.",
    emptyReadOnly: "Aún no hay mensajes.",
    readOnly:
      "Su rol le permite leer esta conversación, pero no escribir en ella. Pídalo a su administrador si lo necesita.",
    listLabel: "Hilo de mensajes",
    unknownAuthor: "Usuario anterior",
    sides: {
      ownTeam: "Su equipo",
      admissions: "Admisiones",
      partner: "Socio",
    },
    newMark: "Nuevo",
    read: "Leído",
    label: "Nuevo mensaje",
    placeholderPartner: "Escriba a admisiones sobre esta solicitud",
    placeholderAdmin: "Responda al socio sobre esta solicitud",
    attach: "Adjuntar un archivo",
    attachHelp: "PDF, JPG o PNG, hasta 10 MB.",
    removeFile: "Quitar {{name}}",
    send: "Enviar",
    failed: "No se pudo enviar el mensaje.",
    fileType: "Elija un archivo PDF, JPG o PNG.",
    fileSize: "El archivo supera los 10 MB.",
    download: "Descargar {{name}}",
    downloadFailed: "No se pudo descargar el archivo.",
    unreadInList_one: "{{count}} mensaje sin leer",
    unreadInList_many: "{{count}} mensajes sin leer",
    unreadInList_other: "{{count}} mensajes sin leer",
  },
} satisfies Translation;
