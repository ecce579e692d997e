/** Types of scripts/messages.mjs for the TypeScript code that imports it (the catalogs' unit test). */
export function extractMessages(): string[];
export const EN_FILE: string;
export function englishFileText(messages: string[]): string;
