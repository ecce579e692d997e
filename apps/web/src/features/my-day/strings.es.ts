import type { Translation } from "../../lib/i18n/translation";

/** Spanish strings of My day (keys as in strings.ts). */
export default {
  myDay: {
    title: "Mi día",
    subtitle: "Lo atrasado, lo de hoy, lo que cierra pronto y lo que espera a la agencia.",
    loadFailed: "No se pudo cargar Mi día.",
    retry: "Reintentar",
    seeAll: "Ver los {{count}}",
    nothing: "No hay nada pendiente para usted. Que tenga un buen día.",
    dates: {
      due: "Vence {{date}}",
      closes: "Cierra el {{date}}",
      answerBy: "Responder antes del {{date}}",
      expires: "Caduca el {{date}}",
      waitingSince: "Esperando desde {{date}}",
    },
    taskDone: "Hecha",
    taskDoneLabel: "Marcar «{{title}}» como hecha",
    sections: {
      overdue: {
        title: "Tareas atrasadas",
        hint: "Sus tareas cuyo día ya pasó.",
        empty: "Nada atrasado. ¡Bien hecho!",
      },
      today: {
        title: "Para hoy",
        hint: "Sus tareas de hoy.",
        empty: "Ninguna tarea vence hoy.",
      },
      deadlines: {
        title: "Solicitudes que cierran en 14 días",
        hint: "Borradores sin enviar cuyo curso cierra pronto.",
        empty: "Ningún borrador cierra en las próximas dos semanas.",
      },
      documents: {
        title: "Documentos que faltan en solicitudes que cierran pronto",
        hint: "Borradores que cierran en 14 días con la lista de documentos incompleta.",
        empty: "Todas las solicitudes que cierran pronto tienen sus documentos.",
      },
      offers: {
        title: "Ofertas a la espera de la respuesta del estudiante",
        hint: "Ofertas condicionales e incondicionales que el estudiante aún no ha respondido.",
        empty: "Ninguna oferta espera respuesta.",
      },
      passports: {
        title: "Pasaportes por caducar",
        hint: "Caducados, o que terminan antes del inicio de un periodo de admisión más seis meses (la regla habitual del visado).",
        empty: "Todos los pasaportes duran lo suficiente.",
      },
      messages: {
        title: "Mensajes que esperan a la agencia",
        hint: "Solicitudes en las que admisiones escribió y nadie de su equipo lo ha leído todavía.",
        empty: "No hay mensajes de admisiones sin leer. Todo al día.",
      },
      tickets: {
        title: "Tickets que esperan a la agencia",
        hint: "El equipo de soporte necesita una respuesta suya.",
        empty: "Ningún ticket le espera. ¡Bien hecho!",
      },
    },
    landing: {
      label: "Empezar mi día en",
      description: "La página que ve al iniciar sesión.",
      myDay: "Mi día",
      dashboard: "Panel",
      saved: "Guardado. La próxima vez empezará en {{page}}.",
      failed: "No se pudo guardar su elección.",
    },
  },
} satisfies Translation;
