/**
 * Where a request came from, as a key that can be counted but not read back
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md). Pure: node:crypto only, so the
 * browser tests' stand-in derives keys exactly as the deployed callables do.
 *
 * The client's address is taken from `X-Forwarded-For`. A client can put anything in that header,
 * and Google's front end then appends what it saw: the client's address, followed on the documented
 * load-balancer path by one address of its own (`<anything the client sent>, <client>, <front end>`).
 * So the client's address is counted from the END of the list, never from the start: by default the
 * second entry from the end (the `CLIENT_ADDRESS_FROM_END` parameter, 2; 1 takes the last entry),
 * and the only entry when there is one. Without the header (a local server), the socket's address.
 * Express's `req.ip` is never used: with `trust proxy` on, it is the left-most entry, the one the
 * client chose.
 *
 * The address is then grouped as one network: IPv4 as it is (an IPv4-mapped IPv6 address is read as
 * its IPv4), IPv6 by its /64 (one subscriber's network; a host can change the rest at will). The key
 * is a salted SHA-256 of that: the salt changes every UTC day and is deleted two days later, so no
 * stored key can be turned back into an address or linked across days.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

/** The entry counted from the end of X-Forwarded-For that is the client's (see above). */
export const DEFAULT_CLIENT_ADDRESS_FROM_END = 2;

/** The entries of one or several X-Forwarded-For headers, in order, trimmed. */
export function forwardedEntries(header: string | readonly string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return (joined as string)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** `[2001:db8::1]:443`, `1.2.3.4:5678`, `fe80::1%eth0` → the bare address; null when it is none. */
function bareAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  address = address.replace(/%.*$/, '');
  return isIP(address) ? address : null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

/**
 * The network an address stands for: the IPv4 address itself (also when written IPv4-mapped,
 * `::ffff:203.0.113.9`), or an IPv6 address's /64, as `2001:db8:1:2::/64`. Null for anything that is
 * not an address.
 */
export function networkOf(value: string): string | null {
  const address = bareAddress(value);
  if (!address) return null;
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's network from the request's X-Forwarded-For and socket address: the entry
 * `fromEnd` from the end (the only one when there is just one), else the socket's address when there
 * is no header. Null when the chosen entry is not an address.
 */
export function clientNetwork(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
  fromEnd = DEFAULT_CLIENT_ADDRESS_FROM_END,
): string | null {
  const entries = forwardedEntries(forwardedFor);
  if (entries.length === 0) return socketAddress ? networkOf(socketAddress) : null;
  const index = Math.max(0, entries.length - Math.max(1, fromEnd));
  return networkOf(entries[index]!);
}

/** The key every request from a network that day shares (32 hex digits); `unknown` without one. */
export function sourceKey(network: string | null, salt: string): string {
  if (network === null) return 'unknown';
  return createHash('sha256').update(`${salt}|${network}`).digest('hex').slice(0, 32);
}

/** The UTC day a salt belongs to: `2026-03-02`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * What the layout check found (docs/decisions/0070-every-held-application-reaches-a-person.md):
 * `fewer-entries` — a call arrived with fewer X-Forwarded-For entries than `CLIENT_ADDRESS_FROM_END`:
 * the front end appends only that many, so the client's own address is last, and the configured
 * position would read an entry the client chose (one machine would count as many sources);
 * `more-entries` — with position 1, every one of the first calls had two entries or more: the last is
 * probably the front end's own, which would put every caller in one source.
 */
export interface LayoutFinding {
  kind: 'fewer-entries' | 'more-entries';
  configured: number;
  /** The fewest entries a call with the header has had on this instance. */
  fewestEntries: number;
}

/** Calls with the header looked at before `more-entries` is said (it can only be suspected). */
export const LAYOUT_SAMPLE_CALLS = 20;

/**
 * The function's own check of the X-Forwarded-For layout, per instance. A browser sends no such
 * header, so the fewest entries any call arrives with is what the front end appends, and a client can
 * only ever add entries, never remove one. When a call arrives with fewer entries than the configured
 * position, the position that call proves is used from then on (never a larger one: that would let a
 * client choose its source), and the finding is reported once.
 */
export class ForwardedLayoutWatch {
  private fewest = Number.POSITIVE_INFINITY;
  private calls = 0;
  private reported = false;

  /** Notes one call with `entries` entries; the position to count from, and a finding, once. */
  observe(entries: number, configured: number): { fromEnd: number; finding: LayoutFinding | null } {
    if (entries === 0) return { fromEnd: configured, finding: null };
    this.calls += 1;
    this.fewest = Math.min(this.fewest, entries);
    const fromEnd = Math.min(configured, this.fewest);
    let finding: LayoutFinding | null = null;
    if (!this.reported && this.fewest < configured) {
      finding = { kind: 'fewer-entries', configured, fewestEntries: this.fewest };
    } else if (
      !this.reported &&
      configured === 1 &&
      this.calls >= LAYOUT_SAMPLE_CALLS &&
      this.fewest >= 2
    ) {
      finding = { kind: 'more-entries', configured, fewestEntries: this.fewest };
    }
    if (finding) this.reported = true;
    return { fromEnd, finding };
  }

  /** Forgets what was seen (a new instance; the tests). */
  reset(): void {
    this.fewest = Number.POSITIVE_INFINITY;
    this.calls = 0;
    this.reported = false;
  }
}

/** This instance's check, shared by every callable that counts sources. */
export const forwardedLayout = new ForwardedLayoutWatch();
