export function bootSource(entry: string, stages?: string[]): string;
export function deferPageCode(
  template: string,
  stages?: string[],
): {
  template: string;
  boot: { name: string; source: string };
  everyPage: string[];
};
export function entryOf(template: string): string;
export function pageModulesScript(modules: string[]): string;
