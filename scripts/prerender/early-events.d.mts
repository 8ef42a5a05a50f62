export const EARLY_EVENTS_SCRIPT: string;
export const EARLY_EVENTS_SCRIPT_SOURCE: string;
export function earlyEventsScriptTag(): string;
