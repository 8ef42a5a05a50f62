// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientNetwork, forwardedEntries, networkOf, sourceKey } from '../../functions/src/source';

/** Where a call comes from (functions/src/source.ts; docs/decisions/0061). */
describe('networkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:5678', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['[2001:db8::1]:443', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is the network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it.each(['', 'unknown', 'evil.example', '999.1.1.1', '1.2.3', '<script>'])(
    '%j is no address',
    (value) => {
      expect(networkOf(value)).toBeNull();
    },
  );
});

describe('clientNetwork', () => {
  it('takes the second entry from the end: the client, before the front end’s own', () => {
    expect(clientNetwork('203.0.113.7, 35.191.0.1', '10.0.0.9')).toBe('203.0.113.7');
  });

  it('ignores whatever a client put before it, however much', () => {
    for (const sent of ['198.51.100.1', '1.1.1.1, 2.2.2.2, junk, , 3.3.3.3', 'not an address']) {
      expect(clientNetwork(`${sent}, 203.0.113.7, 35.191.0.1`, '10.0.0.9')).toBe('203.0.113.7');
    }
  });

  it('reads several headers as one list, in order', () => {
    expect(clientNetwork(['198.51.100.1', '203.0.113.7, 35.191.0.1'], undefined)).toBe(
      '203.0.113.7',
    );
  });

  it('takes the only entry when there is one, and the last with CLIENT_ADDRESS_FROM_END = 1', () => {
    expect(clientNetwork('203.0.113.7', undefined)).toBe('203.0.113.7');
    expect(clientNetwork('198.51.100.1, 203.0.113.7', undefined, 1)).toBe('203.0.113.7');
  });

  it('takes the socket’s address without the header, and nothing from a bad entry', () => {
    expect(clientNetwork(undefined, '::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientNetwork('', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientNetwork('junk, 35.191.0.1', '127.0.0.1')).toBeNull();
  });

  it('groups an IPv6 client by its /64', () => {
    expect(clientNetwork('2001:db8:1:2::a, 35.191.0.1', undefined)).toBe(
      clientNetwork('2001:db8:1:2:9:9:9:9, 35.191.0.1', undefined),
    );
  });
});

describe('sourceKey', () => {
  it('is a salted hash: the same network and day give one key, another salt or network another', () => {
    const key = sourceKey('203.0.113.7', 'salt-a');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sourceKey('203.0.113.7', 'salt-a')).toBe(key);
    expect(sourceKey('203.0.113.7', 'salt-b')).not.toBe(key);
    expect(sourceKey('203.0.113.8', 'salt-a')).not.toBe(key);
    expect(key).not.toContain('203');
    expect(sourceKey(null, 'salt-a')).toBe('unknown');
  });

  it('forwardedEntries drops empty entries and spaces', () => {
    expect(forwardedEntries(' a , ,b,')).toEqual(['a', 'b']);
    expect(forwardedEntries(undefined)).toEqual([]);
  });
});
