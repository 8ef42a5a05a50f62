/**
 * The shape a Spanish catalogue module must give its English original's export: the same keys, every
 * string a string (not the English literal), every function the same signature, arrays of the same
 * item shape. `export const homeCopy: Translation<typeof en.homeCopy> = { … }` in `home.es.ts` makes
 * the compiler name any message the Spanish text lacks (docs/decisions/0055).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : T extends object
        ? { -readonly [K in keyof T]: Translation<T[K]> }
        : T;
