export function bootSource(entry: string): string;
export function deferPageCode(template: string): {
  template: string;
  boot: { name: string; source: string };
  everyPage: string[];
};
export function pageModulesScript(modules: string[]): string;
