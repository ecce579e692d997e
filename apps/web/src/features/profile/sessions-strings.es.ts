import type { Translation } from "../../lib/i18n/translation";

/** Spanish (neutral Latin American Spanish, usted form) strings of the Sessions card (keys as in sessions-strings.ts). */
export default {
  sessions: {
    title: "Sesiones",
    description: "Dónde está abierta su cuenta. Cierre cualquier sesión que no reconozca y luego cambie su contraseña.",
    device: "{{browser}} en {{os}}",
    unknownBrowser: "Navegador desconocido",
    unknownOs: "sistema desconocido",
    thisDevice: "Este dispositivo",
    address: "Dirección",
    signedIn: "Sesión iniciada {{when}}",
    lastActive: "Última actividad {{when}}",
    end: "Cerrar sesión",
    endLabel: "Cerrar la sesión de {{device}}",
    endOthers: "Cerrar sesión en todos los demás dispositivos",
    endedOthers_one: "Se cerró {{count}} sesión más.",
    endedOthers_many: "Se cerraron {{count}} sesiones más.",
    endedOthers_other: "Se cerraron {{count}} sesiones más.",
    ended: "Esa sesión se cerró.",
    onlyThis: "Esta es su única sesión.",
    loadFailed: "No se pudieron cargar sus sesiones.",
    retry: "Reintentar",
    failed: "No se pudo cerrar esa sesión. Inténtelo de nuevo.",
  },
} satisfies Translation;
