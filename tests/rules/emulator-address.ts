/** `host:port` from an emulator env var (`firebase emulators:exec` sets it), else firebase.json's port. */
export function emulatorAddress(
  envVar: string,
  defaultPort: number,
): { host: string; port: number } {
  const value = process.env[envVar];
  if (!value) return { host: '127.0.0.1', port: defaultPort };
  const separator = value.lastIndexOf(':');
  const host = value.slice(0, separator).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`${envVar} must look like host:port, got "${value}"`);
  }
  return { host, port };
}
