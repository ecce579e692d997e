import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the "Course matches" tab (keys as in matching-strings.ts). */
export default {
  matches: {
    profile: {
      section: "Preferencias de estudio",
      gradingScale: "Escala de calificación",
      completedLevel: "Nivel de estudios terminado",
      completionYear: "Año de finalización",
      subjects: "Materias cursadas",
      subjectsHint: "Pulse Intro después de cada materia.",
      destinations: "Otros destinos",
      disciplines: "Disciplinas preferidas",
      intakes: "Periodos de ingreso preferidos",
      budget: "Presupuesto para la matrícula",
      currency: "Moneda",
      scales: {
        percentage: "Porcentaje",
        gpa4: "GPA (sobre 4.0)",
        cgpa10: "CGPA (sobre 10)",
        uk_class: "Clasificación británica",
      },
    },
    title: "Cursos compatibles",
    intro:
      "Cursos ordenados para este estudiante: si cumple cada requisito de admisión y, después, cuánto se ajusta cada uno a sus preferencias.",
    destination: "Destino",
    anyDestination: "Cualquier destino",
    score: "Compatibilidad {{score}}",
    scoreLabel: "Compatibilidad {{score}} de 100",
    eligibility: {
      eligible: "Cumple los requisitos",
      conditional: "Condicional",
      not_eligible: "No cumple los requisitos",
    },
    status: {
      met: "Cumplido",
      not_met: "No cumplido",
      unknown: "Sin datos",
    },
    fit: {
      destination: "Destino",
      discipline: "Disciplina",
      intake: "Periodo de ingreso",
      budget: "Dentro del presupuesto",
    },
    fitLabel: "Se ajusta a las preferencias del estudiante",
    reasonsLabel: "Requisitos de admisión",
    tuition: "Matrícula {{fee}}",
    empty: "Ningún curso coincide con estos filtros.",
    loadFailed: "No se pudieron cargar los cursos compatibles.",
    retry: "Reintentar",
    pages: "Páginas de cursos compatibles",
    apply: "Solicitar",
    applyTo: "Solicitar {{name}}",
    confirmTitle: "¿Solicitar aunque no cumpla los requisitos?",
    confirmText: "Este estudiante no cumple estos requisitos de {{name}}:",
    confirmRecord: "Puede solicitar de todos modos; el historial de la solicitud registrará lo que no se cumple.",
    cancel: "Cancelar",
    applyAnyway: "Solicitar de todos modos",
    howTitle: "¿Cómo se calcula?",
    how: "Los requisitos de admisión de cada curso (prueba de inglés, estudios previos, nota, materias, tiempo sin estudiar) se comparan con el perfil del estudiante. Un curso es compatible cuando el estudiante los cumple todos, condicional cuando solo le falta alrededor de media banda de inglés o el curso ofrece inglés presesional, y no compatible en los demás casos. Lo que el perfil no indica aparece como sin datos. La puntuación pone primero los cursos compatibles y suma por los destinos, disciplinas, periodos de ingreso y presupuesto que prefiere el estudiante.",
    completeProfile:
      "Complete en el perfil la prueba de inglés, la nota y los estudios del estudiante para que los resultados sean más seguros.",
  },
} satisfies Translation;
