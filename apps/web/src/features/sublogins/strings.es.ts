import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the sub-logins screen (keys as in strings.ts). */
export default {
  subLoginsPage: {
    title: "Subcuentas",
    intro: "Cuentas para su personal. Cada una recibe una plantilla de rol y, si hace falta, permisos adicionales.",
    add: "Agregar subcuenta",
    tableLabel: "Subcuentas",
    empty: "Aún no hay subcuentas. Agregue una para cada integrante de su personal.",
    loadFailed: "No se pudieron cargar las subcuentas.",
    columns: {
      name: "Nombre",
      email: "Correo electrónico",
      role: "Plantilla de rol",
      status: "Estado",
      lastLogin: "Último inicio de sesión",
      performance: "Desempeño",
      actions: "Acciones",
    },
    noRole: "Sin plantilla",
    never: "Nunca",
    performance: {
      students_one: "{{count}} estudiante",
      students_many: "{{count}} estudiantes",
      students_other: "{{count}} estudiantes",
      applications_one: "{{count}} solicitud",
      applications_many: "{{count}} solicitudes",
      applications_other: "{{count}} solicitudes",
    },
    status: {
      active: "Activa",
      disabled: "Deshabilitada",
      invited: "Invitada",
      invitedHint: "Aún no ha iniciado sesión",
    },
    actions: {
      menu: "Acciones para {{name}}",
      edit: "Editar",
      disable: "Deshabilitar",
      enable: "Habilitar",
      reset: "Enviar enlace para restablecer la contraseña",
      delete: "Eliminar",
    },
    notify: {
      created: "Se agregó a {{name}}. Se envió a {{email}} una invitación para elegir una contraseña.",
      updated: "Se guardaron los datos de {{name}}.",
      disabled: "Se deshabilitó a {{name}} y se cerraron todas sus sesiones.",
      enabled: "{{name}} puede volver a iniciar sesión.",
      deleted: "Se eliminó a {{name}}.",
      failed: "No funcionó. Inténtelo de nuevo.",
      successTitle: "Listo",
      errorTitle: "No se pudo completar",
    },
    form: {
      addTitle: "Agregar una subcuenta",
      editTitle: "Editar {{name}}",
      name: "Nombre completo",
      email: "Correo electrónico",
      emailHint: "La invitación para elegir una contraseña se envía a este correo.",
      emailLocked: "No se puede cambiar el correo electrónico.",
      phone: "Teléfono",
      role: "Plantilla de rol",
      rolePlaceholder: "Elija una plantilla de rol",
      rolesFailed: "No se pudieron cargar las plantillas de rol.",
      includes: "Incluido en esta plantilla",
      extras: "Permisos adicionales",
      extrasHint: "Además de los de la plantilla.",
      chooseRoleFirst: "Elija una plantilla de rol para ver qué permisos puede agregar.",
      allIncluded: "Esta plantilla ya incluye todos los permisos.",
      failed: "No se pudo guardar la subcuenta.",
      cancel: "Cancelar",
      close: "Cerrar el formulario",
      create: "Agregar y enviar invitación",
      save: "Guardar cambios",
    },
    delete: {
      title: "¿Eliminar a {{name}}?",
      close: "Cerrar",
      body: "La cuenta se eliminará de forma definitiva. Solo se puede eliminar una subcuenta que nunca haya usado el portal; en otro caso, deshabilítela.",
      cancel: "Cancelar",
      confirm: "Eliminar",
    },
    permissions: {
      students: {
        view: "Ver estudiantes",
        manage: "Agregar y editar estudiantes",
      },
      applications: {
        view: "Ver solicitudes",
        manage: "Crear y actualizar solicitudes",
      },
      courses: {
        view: "Consultar instituciones y cursos",
      },
      tickets: {
        manage: "Abrir tickets de soporte y darles seguimiento",
      },
      updates: {
        view: "Leer avisos importantes",
      },
      documents: {
        view: "Usar el banco de documentos",
      },
      experts: {
        view: "Contactar a expertos de universidades",
      },
      reports: {
        export: "Exportar reportes",
      },
      payments: {
        view: "Ver pagos de comisiones",
      },
    },
  },
} satisfies Translation;
