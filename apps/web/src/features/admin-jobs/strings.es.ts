import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the Superadmin's background jobs screen (keys as in strings.ts). */
export default {
  adminJobsPage: {
    title: "Tareas en segundo plano",
    subtitle:
      "Trabajo que los servidores hacen fuera de las solicitudes web: exportaciones, correos, programaciones y limpiezas. Reintente lo que falló y cancele lo que está en espera.",
    tableLabel: "Tareas en segundo plano",
    countsLabel: "Tareas por tipo y estado",
    loadFailed: "No se pudieron cargar las tareas. Inténtelo de nuevo.",
    empty: "No hay tareas aquí.",
    emptyFiltered: "No hay tareas de este tipo en este estado.",
    stateFilter: "Estado de la tarea",
    kindFilter: "Tipo",
    anyKind: "Todos los tipos",
    refreshing: "Se actualiza cada pocos segundos",
    tabs: {
      all: "Todas",
      queued: "En cola",
      running: "En curso",
      completed: "Completadas",
      failed: "Fallidas",
      cancelled: "Canceladas",
    },
    state: {
      queued: "En cola",
      running: "En curso",
      completed: "Completada",
      failed: "Fallida",
      cancelled: "Cancelada",
    },
    columns: {
      kind: "Tipo",
      state: "Estado",
      attempts: "Intentos",
      error: "Error",
      created: "Creada",
      finished: "Finalizada",
      actions: "Acciones",
    },
    attempts: "{{attempts}} de {{max}}",
    noError: "—",
    actions: {
      retry: "Reintentar",
      cancel: "Cancelar",
      retryName: "Reintentar la tarea {{id}}",
      cancelName: "Cancelar la tarea {{id}}",
    },
    confirm: {
      retryTitle: "¿Reintentar esta tarea de tipo {{kind}}?",
      retryBody: "Vuelve a la cola y se ejecuta desde el principio en el próximo servidor libre.",
      retryConfirm: "Reintentar tarea",
      cancelTitle: "¿Cancelar esta tarea de tipo {{kind}}?",
      cancelBody: "Una tarea en cola no se ejecutará; una en curso se detendrá en su siguiente punto seguro.",
      cancelConfirm: "Cancelar tarea",
      keep: "Conservarla",
      failed: "No se pudo modificar la tarea.",
    },
    notify: {
      retried: "La tarea volvió a la cola.",
      cancelled: "Se canceló la tarea.",
    },
  },
} satisfies Translation;
