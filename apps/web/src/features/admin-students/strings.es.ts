import type { Translation } from "../../lib/i18n/translation";

/** Spanish strings of the Superadmin's students list (keys as in strings.ts). */
export default {
  adminStudentsPage: {
    title: "Estudiantes",
    subtitle:
      "Los estudiantes de todas las agencias, los más recientes primero. Cada agencia edita los suyos; esta lista es de consulta.",
    tableLabel: "Estudiantes de todas las agencias",
    filtersLabel: "Filtros",
    search: "Buscar",
    searchPlaceholder: "Nombre o correo electrónico",
    created: "Creado entre",
    createdPlaceholder: "Cualquier fecha",
    clearDates: "Borrar las fechas",
    clear: "Borrar filtros",
    count: "Estudiantes encontrados: {{formatted}}",
    loadFailed: "No se pudieron cargar los estudiantes. Inténtelo de nuevo.",
    empty: "Ningún estudiante coincide con estos filtros.",
    emptyNone: "Ninguna agencia ha añadido estudiantes todavía.",
    columns: {
      student: "Estudiante",
      partner: "Agencia",
      nationality: "Nacionalidad",
      applications: "Solicitudes",
      created: "Creado",
    },
  },
} satisfies Translation;
