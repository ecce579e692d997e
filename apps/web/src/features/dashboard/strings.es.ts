import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the dashboard (keys as in strings.ts). */
export default {
  salesDashboard: {
    eyebrow: "Panel",
    welcome: "Hola, {{name}}",
    welcomeFallback: "Hola",
    loadFailed: "No se pudo cargar el panel.",
    retry: "Reintentar",
    scope: {
      label: "Cifras mostradas",
      mine: "Mis cifras",
      partner: "Toda la agencia",
      mineOnly: "Estas son las cifras de los estudiantes y las solicitudes que usted creó.",
    },
    kpi: {
      label: "Cifras clave",
      students: "Estudiantes",
      applications: "Solicitudes",
      offers: "Ofertas",
      visasGranted: "Visas otorgadas",
      enrolments: "Inscripciones",
      conversionRate: "Tasa de conversión",
      conversionHint: "Inscripciones por solicitud enviada",
    },
    charts: {
      byStage: "Solicitudes por etapa",
      byStageHint: "En qué etapa del flujo está hoy cada solicitud.",
      perMonth: "Solicitudes por mes",
      perMonthHint: "Nuevas solicitudes en los últimos 12 meses.",
      byDestination: "Por destino",
      byDestinationHint: "Solicitudes según el país de la institución.",
      topProviders: "Principales instituciones",
      topProvidersHint: "Las cinco instituciones con más solicitudes.",
      applications: "Solicitudes",
      applicationsCount_one: "{{formatted}} solicitud",
      applicationsCount_many: "{{formatted}} solicitudes",
      applicationsCount_other: "{{formatted}} solicitudes",
      other: "Otros",
      noData: "Aún no hay nada que mostrar.",
      loading: "Cargando los gráficos",
    },
    recent: {
      title: "Actividad reciente",
      hint: "Los últimos cambios de estado de sus solicitudes.",
      movedTo: "pasó a",
      by: "por {{name}}",
      bySystem: "automáticamente",
      none: "Aún no hay cambios de estado.",
    },
    empty: {
      title: "Su panel se irá llenando a medida que trabaje",
      body: "Agregue su primer estudiante e inicie una solicitud: aquí aparecerán sus cifras, su flujo de solicitudes y sus tendencias.",
      mineBody: "Aún no ha creado estudiantes ni solicitudes. Sus cifras aparecerán aquí cuando lo haga.",
      addStudent: "Ir a estudiantes",
    },
    admin: {
      subtitle: "Administración de la plataforma",
      title: "Administración",
      body: "Pronto estará disponible el panel de administración con las cifras de todas las agencias. Mientras tanto, desde los datos maestros del menú puede gestionar roles, años, periodos de ingreso, el flujo de solicitudes, países y regiones.",
    },
  },
} satisfies Translation;
