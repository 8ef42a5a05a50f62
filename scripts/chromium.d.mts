export const chromiumPath: string | undefined;
export const CHROMIUM_FLAGS: string[];
