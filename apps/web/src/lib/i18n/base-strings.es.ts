import type { Translation } from "./translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the sign-in page and every page (keys as in base-strings.ts). */
export default {
  common: {
    productName: "Partner Portal",
    loading: "Cargando",
    loadingEllipsis: "Cargando...",
    copyright: "© {{year}} Partner Portal",
    language: "Idioma",
  },
  documentKinds: {
    passport: "Pasaporte",
    transcript: "Certificados de notas",
    english_test: "Resultado del examen de inglés",
    sop: "Carta de motivación",
    cv: "CV / currículum",
    reference: "Cartas de recomendación",
    other: "Otro",
  },
  errors: {
    network: "No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.",
    timeout: "El servidor tardó demasiado en responder. Revise su conexión e inténtelo de nuevo.",
    noToken: "No se encontró un token de acceso. Inicie sesión.",
    unknown: "Error desconocido",
  },
  auth: {
    fields: {
      email: "Correo electrónico",
      emailPlaceholder: "you@agency.com",
      password: "Contraseña",
      passwordPlaceholder: "Su contraseña",
    },
    validation: {
      emailRequired: "Ingrese su correo electrónico.",
      emailInvalid: "Ingrese un correo electrónico válido.",
      passwordRequired: "Ingrese su contraseña.",
    },
    login: {
      title: "Iniciar sesión",
      subtitle: "Hola de nuevo. Inicie sesión para gestionar sus estudiantes y solicitudes.",
      remember: "Recordar contraseña",
      forgot: "¿Olvidó su contraseña?",
      submit: "Iniciar sesión",
      noAccount: "¿Su agencia es nueva?",
      signUp: "Registrarse",
      sessionExpired: "Su sesión expiró. Vuelva a iniciar sesión.",
    },
    marketing: {
      label: "Acerca de Partner Portal",
      eyebrow: "Para agencias de reclutamiento",
      tagline:
        "Su aliado con inteligencia artificial para conectar con estudiantes de todo el mundo y hacer la educación más accesible, eficiente y asequible.",
      body: "Un solo lugar para los estudiantes, las solicitudes, las instituciones educativas y las comisiones de su agencia.",
      features: {
        students: {
          title: "Estudiantes y solicitudes en un solo lugar",
          body: "Siga cada solicitud desde el primer documento hasta la inscripción.",
        },
        destinations: {
          title: "Cursos en todos los destinos de estudios",
          body: "Busque instituciones y cursos en el Reino Unido, Estados Unidos, Canadá, Australia y más.",
        },
        commission: {
          title: "Comisiones con seguimiento",
          body: "Vea cuánto genera cada inscripción y cuándo se paga.",
        },
      },
    },
  },
  legal: {
    terms: { short: "Términos y condiciones" },
    privacy: { short: "Política de privacidad" },
  },
} satisfies Translation;
