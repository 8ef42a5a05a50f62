/**
 * `npm run bench -- --long-tasks`: the main thread's tasks of a page load that a tap would feel, and
 * what each one was, from the trace of a Lighthouse run.
 *
 * Lighthouse records the trace of its own, unthrottled load and simulates the phone from it: a task of
 * the trace takes `slowdown` times as long on the phone. So a task is listed when its duration in the
 * trace times the run's CPU slowdown is at least 50 ms (a task a tap has to wait for:
 * https://web.dev/articles/long-tasks-devtools). Each is described by the trace's own events (the
 * HTML parser, a module evaluated, a timer, a React scheduler task, style, layout and paint) and, as
 * the run records the JavaScript profiler's samples too, by where its JavaScript time went: per
 * package or source file and, where the build has source maps (`BUILD_SOURCEMAPS=1`, see
 * docs/testing.md), per React phase (render or commit) and with Emotion's part named.
 *
 * A measuring instrument: reads Lighthouse's trace and its own tracehouse (the package's internal
 * modules, pinned by its version in package.json), never the product.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SDK from 'lighthouse/core/lib/cdt/SDK.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** The trace category that adds the JavaScript profiler's samples (Lighthouse leaves it out). */
export const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** A task felt by a tap: at least this long on the simulated phone. */
export const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { url?: string; type?: string } };
}
interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  parent?: TaskNode;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
}
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

export interface LongTask {
  /** Milliseconds after the navigation started, in the unthrottled trace. */
  startMs: number;
  /** Its duration in the trace. */
  traceMs: number;
  /**
   * The processor time the main thread had in it (the trace's thread time): less than its duration
   * when the host was busy with other work, which a shared machine often is.
   */
  processorMs: number;
  /** Its duration on the simulated phone (× the run's CPU slowdown). */
  phoneMs: number;
  /** What the trace says it was: "evaluate first-load-mui-….js", "React scheduler task", … */
  what: string;
  /** Where its JavaScript time went (profiler samples), the largest first, in trace milliseconds. */
  where: { name: string; ms: number }[];
}

/** The site's file name of a URL (`/assets/first-load-mui-CfzTC8Tg.js` → `first-load-mui.js`). */
const fileOf = (url: string) =>
  (url.split('/').pop() || url).replace(/-[\w-]{8}\.js$/, '.js') || '(page)';

/** Trace events that say what a task did, with the words used for them. */
function describeEvent(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' ? data.url : '';
  switch (event.name) {
    case 'ParseHTML':
      return 'parse HTML';
    case 'EvaluateScript':
      return url && !url.endsWith('/') && !url.includes('.html')
        ? `run ${fileOf(url)}`
        : 'inline script';
    case 'v8.compileModule':
      return url ? `compile ${fileOf(url)}` : 'compile a module';
    case 'v8.evaluateModule':
      return 'evaluate a module';
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(data.type ?? '')}`;
    case 'FunctionCall':
      return url ? `function of ${fileOf(url)}` : 'function';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MC_BACKGROUND_MARKING':
      return 'garbage collection';
    default:
      return null;
  }
}

/** The largest described parts of a task (milliseconds per description, at least 1 ms each). */
function partsOf(task: TaskNode): string {
  const parts = new Map<string, number>();
  const visit = (node: TaskNode) => {
    const described = describeEvent(node.event);
    if (described) {
      parts.set(described, (parts.get(described) ?? 0) + node.duration);
      // A described event's own children (a module's compile within a run) are part of it, but a
      // timer or a function call says little: look inside those.
      if (!['timer', 'function', 'animation frame'].some((word) => described.startsWith(word)))
        return;
    }
    node.children.forEach(visit);
  };
  task.children.forEach(visit);
  return (
    [...parts]
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ') || task.event.name
  );
}

/** Reads a chunk's source map from the site's dist/ when the build wrote one. */
function sourceMapReader(distDir: string | undefined) {
  const maps = new Map<string, InstanceType<typeof SDK.SourceMap> | null>();
  return (url: string) => {
    if (!distDir || !/^https?:\/\/[^/]+\/assets\/[^/]+\.js$/.test(url)) return null;
    if (!maps.has(url)) {
      const path = join(distDir, new URL(url).pathname + '.map');
      maps.set(
        url,
        existsSync(path)
          ? new SDK.SourceMap(url, `${url}.map`, JSON.parse(readFileSync(path, 'utf8')))
          : null,
      );
    }
    return maps.get(url)!;
  };
}

/**
 * The original name of the function a profiler frame is in: V8 gives the position where the function
 * starts, and the source (embedded in the map) says its name there.
 */
function functionNameAt(
  map: InstanceType<typeof SDK.SourceMap>,
  entry: { sourceURL?: string; sourceLineNumber?: number; name?: string },
): string | undefined {
  if (entry.name) return entry.name;
  const line = map.embeddedContentByURL(entry.sourceURL ?? '')?.split('\n')[
    entry.sourceLineNumber ?? 0
  ];
  return line
    ? /(?:function\*?\s+|([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function|\())([\w$]*)/
        .exec(line)
        ?.slice(1)
        .find(Boolean)
    : undefined;
}

/** Groups a source path the way a reader thinks of it: a package, or a file of the site. */
function groupOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const inSite = /(?:^|\/)(src\/.*)$/.exec(source);
  return inSite ? inSite[1]! : source;
}

/**
 * The profiler's samples of the page's main thread: each with its time (trace clock) and stack
 * (leaf first). The profile is split over `Profile` and `ProfileChunk` events of one id.
 */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = Number(
    (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts,
  );
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== pid) continue;
    const data = chunk.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  const stackOf = (id: number) => {
    const stack: CallFrame[] = [];
    for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined)
      stack.push(node.callFrame);
    return stack;
  };
  return samples.map((sample, index) => ({
    ts: sample.ts,
    // A sample stands for the time until the next one.
    ms: ((samples[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
    stack: stackOf(sample.node),
  }));
}

/** A trace as Lighthouse's tracehouse reads it, and the main thread's tasks in it. */
function mainThreadTasksOf(trace: { traceEvents: TraceEvent[] }) {
  const processed = TraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  return { processed, tasks };
}

/**
 * A run's blocking time counted from processor time: the sum, over the main thread's top-level
 * tasks that start after the first contentful paint, of each task's processor time (the trace's
 * thread time) times the run's slowdown, less 50 ms (`LONG_TASK_MS`), where positive. Lighthouse's
 * TBT counts each task's duration in the trace instead, which on a busy host includes the time the
 * main thread waited for a processor: a measure of the page's own work that the host's other work
 * changes little. It runs to the end of the trace (Lighthouse's TBT stops at its estimate of
 * Time to Interactive), so it also counts what a page does once it is idle.
 */
export function processorBlockingOf(
  trace: { traceEvents: TraceEvent[] },
  slowdown: number,
): number {
  const { processed, tasks } = mainThreadTasksOf(trace);
  const fcp = TraceProcessor.processNavigation(processed as never).timings.firstContentfulPaint;
  return tasks
    .filter((task) => !task.parent && task.startTime >= fcp)
    .map((task) => ((task.event.tdur ?? task.duration * 1000) / 1000) * slowdown - LONG_TASK_MS)
    .reduce((sum, blocking) => sum + Math.max(0, blocking), 0);
}

/**
 * The tasks of a Lighthouse run's trace that last at least 50 ms on its simulated phone, in the order
 * they ran. `distDir` (the served dist/) lets it read the chunks' source maps when the build wrote
 * them.
 */
export function longTasksOf(
  trace: { traceEvents: TraceEvent[] },
  slowdown: number,
  distDir?: string,
): LongTask[] {
  const { processed, tasks } = mainThreadTasksOf(trace);
  const origin = processed.timestamps.timeOrigin;
  const main = processed.mainThreadEvents[0];
  const samples = main ? samplesOf(trace.traceEvents, main.pid, main.tid) : [];
  const mapOf = sourceMapReader(distDir);
  const original = (frame: CallFrame) => {
    if (!frame.url) return { source: frame.functionName, name: frame.functionName };
    const map = mapOf(frame.url);
    const entry = map?.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0, 0);
    if (!map || !entry?.sourceURL) return { source: fileOf(frame.url), name: frame.functionName };
    return { source: entry.sourceURL, name: functionNameAt(map, entry) ?? frame.functionName };
  };

  return tasks
    .filter((task) => !task.parent && task.duration * slowdown >= LONG_TASK_MS)
    .map((task) => {
      const start = origin + task.startTime * 1000;
      const end = origin + task.endTime * 1000;
      const where = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < start || sample.ts >= end) continue;
        const frames = sample.stack.map(original);
        const leaf = frames[0];
        if (!leaf || leaf.source === '(idle)' || leaf.source === '(root)') continue;
        // Emotion's work is named as such wherever it was called from; React's by its phase.
        const emotion = frames.find((f) => /@emotion\/|stylis/.test(f.source));
        const names = frames.map((f) => f.name);
        const phase = names.some((n) => /^commitRoot/.test(n))
          ? 'React commit'
          : names.some((n) => /^(workLoop|performUnitOfWork|renderRoot)/.test(n))
            ? 'React render'
            : null;
        const group = emotion ? 'Emotion' : groupOf(leaf.source);
        const name = phase ? `${phase}: ${group}` : group;
        where.set(name, (where.get(name) ?? 0) + sample.ms);
      }

      return {
        startMs: task.startTime,
        traceMs: task.duration,
        processorMs: (task.event.tdur ?? task.duration * 1000) / 1000,
        phoneMs: task.duration * slowdown,
        what: partsOf(task),
        where: [...where]
          .map(([name, ms]) => ({ name, ms }))
          .filter(({ ms }) => ms >= 0.5)
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 6),
      };
    });
}
