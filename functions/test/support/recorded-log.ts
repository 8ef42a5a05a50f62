/** One entry of the firebase-functions logger, as it writes it (a JSON line). */
export type LogEntry = { severity: string; message: string; [key: string]: unknown };

/**
 * The firebase-functions logger writes each entry as one JSON line through the console it finds when
 * it loads. This replaces console.error, console.warn and console.info so that those lines are
 * recorded (anything else is printed as before), and returns the list they are recorded in. Call it
 * before the functions' modules are imported.
 */
export function recordLogEntries(): LogEntry[] {
  const logged: LogEntry[] = [];
  const recorder =
    (original: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      const [first] = args;
      if (typeof first === 'string' && first.startsWith('{')) {
        try {
          logged.push(JSON.parse(first));
          return;
        } catch {
          // Not a log entry: print it.
        }
      }
      original(...args);
    };
  console.error = recorder(console.error.bind(console));
  console.warn = recorder(console.warn.bind(console));
  console.info = recorder(console.info.bind(console));
  return logged;
}
