import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the account pages (keys as in account-strings.ts). */
export default {
  auth: {
    backToSignIn: "Volver a iniciar sesión",
    fields: {
      newPassword: "Nueva contraseña",
      confirmPassword: "Confirmar contraseña",
      passwordRule: "Al menos 8 caracteres, con una mayúscula, una minúscula y un número.",
      fullName: "Nombre completo",
      companyName: "Nombre de la empresa",
      country: "País",
      countryPlaceholder: "Busque su país",
      countryNotFound: "Ningún país coincide",
    },
    validation: {
      passwordsMismatch: "Las contraseñas no coinciden.",
    },
    signUp: {
      title: "Registre su agencia",
      subtitle: "Cree una cuenta de agencia. Nuestro equipo revisa cada registro antes del primer inicio de sesión.",
      terms: "Acepto los <terms>Términos y condiciones</terms> y la <privacy>Política de privacidad</privacy>.",
      submit: "Crear cuenta",
      failed: "No se pudo completar el registro. Inténtelo de nuevo.",
      countriesFailed: "No se pudo cargar la lista de países. Recargue la página.",
      haveAccount: "¿Ya está registrado?",
      signIn: "Iniciar sesión",
      doneTitle: "Registro recibido",
      doneThanks: "Gracias, {{name}}. Recibimos el registro de {{company}}.",
      doneNext:
        "Su registro está pendiente de aprobación: nuestro equipo lo revisará y, una vez aprobado, podrá iniciar sesión como {{email}}.",
      backToSignIn: "Volver a iniciar sesión",
    },
    reset: {
      title: "Restablecer su contraseña",
      subtitle:
        "Ingrese el correo electrónico con el que inicia sesión y le enviaremos un enlace para elegir una nueva contraseña.",
      submit: "Enviar enlace",
      failed: "No se pudo enviar el enlace de restablecimiento. Inténtelo de nuevo.",
    },
    resetConfirm: {
      title: "Elija una nueva contraseña",
      subtitle: "Su nueva contraseña reemplaza a la anterior y cierra su sesión en todos los demás lugares.",
      submit: "Guardar contraseña",
      failed: "No se pudo cambiar la contraseña. Inténtelo de nuevo.",
      requestNew: "Solicitar un nuevo enlace",
      firstTitle: "Elija su contraseña",
      firstSubtitle: "Elija la contraseña con la que iniciará sesión. Puede cambiarla más adelante en su perfil.",
      firstSubmit: "Establecer contraseña",
    },
  },
} satisfies Translation;
