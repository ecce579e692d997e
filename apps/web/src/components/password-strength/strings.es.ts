import type { Translation } from "../../lib/i18n/translation";

/** Spanish strings of the password strength meter (keys as in strings.ts). */
export default {
  passwordStrength: {
    label: "Seguridad de la contraseña",
    summary: "Seguridad de la contraseña: {{level}}",
    levels: {
      veryWeak: "Muy débil",
      weak: "Débil",
      fair: "Aceptable",
      strong: "Segura",
      veryStrong: "Muy segura",
    },
    common: "Esta contraseña figura en listas de contraseñas comunes y no será aceptada.",
    hint: "Cuanto más larga, más segura: unas cuantas palabras sin relación forman una contraseña fácil de recordar y difícil de adivinar.",
  },
} satisfies Translation;
