import type { Plugin } from 'vite';

export declare const ENGLISH_ONLY: string[];
export declare const ENGLISH_ISLAND: string;
export declare function importsAsNamed(importer: string): boolean;
export declare function spanishSiblingOf(id: string): string | null;
export declare function localeOverlay(): Plugin;
