// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { codedError, hasCode, refusedAs } from '../../src/lib/error-code';
import { fragmentToken } from '../../src/lib/fragment-token';

describe('fragmentToken', () => {
  it('reads the fragment, never the path or the query', () => {
    window.history.replaceState(null, '', '/team/read?x=1#t1.abc');
    expect(fragmentToken()()).toBe('t1.abc');
  });

  it('keeps the first token of its shape across a jump inside the page', () => {
    window.history.replaceState(null, '', '/team/read#t1.abc');
    const read = fragmentToken('t1.');
    window.history.replaceState(null, '', '/team/read#main');
    expect(read()).toBe('t1.abc');
    // Without a shape to keep, the fragment is read as it is now.
    expect(fragmentToken()()).toBe('main');
  });

  it('is empty where there is no fragment', () => {
    window.history.replaceState(null, '', '/application-status');
    expect(fragmentToken('s1.')()).toBe('');
  });
});

describe('codedError', () => {
  const LinkError = codedError('LinkError', 'invalid-link', 'This link is not valid.');

  it('makes errors that carry their name, code, message and cause', () => {
    const cause = new Error('refused');
    const error = new LinkError({ cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'LinkError', code: 'invalid-link', cause });
    expect(error.message).toBe('This link is not valid.');
    expect(new LinkError().cause).toBeUndefined();
    expect(hasCode('invalid-link')(error)).toBe(true);
    expect(hasCode('invalid-link')(new Error('other'))).toBe(false);
    expect(LinkError.is(error)).toBe(true);
    expect(LinkError.is({ code: 'invalid-link' })).toBe(true);
    expect(LinkError.is(new Error('other'))).toBe(false);
  });

  it('tells a refusal as the given error, and passes any other failure on', () => {
    const refusal = { code: 'permission-denied' };
    const told = refusedAs(refusal, (cause) => new LinkError({ cause }));
    expect(told).toBeInstanceOf(LinkError);
    expect((told as Error).cause).toBe(refusal);
    const offline = { code: 'unavailable' };
    expect(refusedAs(offline, (cause) => new LinkError({ cause }))).toBe(offline);
  });
});
