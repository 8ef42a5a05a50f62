import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import MuiLink from '@mui/material/Link';
import MuiContainer from '@mui/material/Container';
import MuiStack from '@mui/material/Stack';
import MuiSvgIcon from '@mui/material/SvgIcon';
import MuiTypography from '@mui/material/Typography';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createEmotionCache } from '../../src/app/emotion-cache';
import { LinkBehavior } from '../../src/theme/link-behavior';
import { Container } from '../../src/components/ui/container';
import { Link } from '../../src/components/ui/link';
import { Stack } from '../../src/components/ui/stack';
import { SvgIcon } from '../../src/components/ui/svg-icon';
import { Typography } from '../../src/components/ui/typography';

/**
 * The site's own text, text links, content column, stacks and icons (decision 0083) are drawn as MUI's
 * `Typography`, `Link`, `Container`, `Stack` and `SvgIcon` were with the site's theme: each case the site uses is
 * rendered both ways, as the prerender renders a page, and the rules of the element's class compared,
 * those of each media query apart.
 */

type Rules = Record<string, Record<string, string>>;

/** The rules of the class of the one element `ui` renders, by selector (`&` for the class). */
function cssOf(ui: ReactElement): Rules {
  return rendered(ui).rules;
}

/** The one element `ui` renders: its class's rules, and the page's CSS with the class as `&`. */
function rendered(ui: ReactElement): { rules: Rules; css: string } {
  const cache = createEmotionCache();
  // Made before rendering, as the prerender does: it keeps the styles out of the markup.
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders cache={cache}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  const names = [...html.matchAll(/class="[^"]*\b(css-[\w-]+)/g)].map((match) => match[1]);
  if (names.length !== 1) throw new Error(`not one element with a class: ${html}`);
  const name = names[0];
  const css = emotion
    .extractCriticalToChunks(html)
    .styles.map((style) => style.css)
    .join('');
  const rules: Rules = {};
  // A rule, the start of a media query's block (its rules are keyed under it), or that block's end.
  let media = '';
  for (const [, query, selector = '', body = ''] of css.matchAll(
    /(@media[^{]+)\{|([^{}]+)\{([^{}]*)\}|\}/g,
  )) {
    if (query) media = `${query.trim()} `;
    else if (!selector) media = '';
    else if (selector.includes(`.${name}`)) {
      const key = media + selector.replaceAll(`.${name}`, '&').trim();
      for (const declaration of body.split(';').filter(Boolean)) {
        const colon = declaration.indexOf(':');
        (rules[key] ??= {})[declaration.slice(0, colon)] = declaration.slice(colon + 1);
      }
    }
  }
  if (!rules['&']) throw new Error(`no rule for .${name}`);
  return { rules, css: css.replaceAll(`.${name}`, '&') };
}

describe('the text', () => {
  it.each([
    ['body1', {}],
    ['h1', { variant: 'h1' }],
    ['h2 drawn as an h3', { variant: 'h3', component: 'h2' }],
    ['h4', { variant: 'h4' }],
    ['body2', { variant: 'body2' }],
    ['caption', { variant: 'caption' }],
    ['secondary text', { variant: 'body2', color: 'textSecondary' }],
    ['in the primary colour', { color: 'primary' }],
    ['with sx', { variant: 'h2', sx: { mb: 2, fontSize: '1.2rem' } }],
  ] as const)('%s is drawn as MUI’s Typography drew it', (_, props) => {
    expect(cssOf(<Typography {...props}>Words</Typography>)).toEqual(
      cssOf(<MuiTypography {...props}>Words</MuiTypography>),
    );
  });
});

describe('the text link', () => {
  it.each([
    ['in the primary colour, underlined', {}],
    ['in the text’s colour', { color: 'inherit' }],
    ['not underlined, in the text’s colour', { color: 'inherit', underline: 'none' }],
    ['in body2', { variant: 'body2', sx: { minHeight: 44 } }],
  ] as const)('%s is drawn as MUI’s Link was with the site’s theme', (_, props) => {
    // What the theme added to MUI's links: bold, the underline 3 px below the words. (And a focus
    // ring on MUI's focus class, set from script: the baseline's `:focus-visible` draws that ring.)
    const sx = { fontWeight: 600, textUnderlineOffset: 3, ...('sx' in props ? props.sx : {}) };
    expect(
      cssOf(
        <Link href="/about" {...props}>
          About
        </Link>,
      ),
    ).toEqual(
      cssOf(
        <MuiLink component={LinkBehavior} href="/about" {...props} sx={sx}>
          About
        </MuiLink>,
      ),
    );
  });
});

describe('the content column', () => {
  it.each([
    ['as wide as the lg breakpoint', {}],
    [
      'as wide as the sm breakpoint, a main element with sx',
      { maxWidth: 'sm', component: 'main', sx: { py: 8 } },
    ],
    ['a grid', { sx: { display: 'grid', gap: { xs: 4, md: 6 } } }],
  ] as const)('%s is drawn as MUI’s Container drew it', (_, props) => {
    expect(cssOf(<Container {...props}>Content</Container>)).toEqual(
      cssOf(<MuiContainer {...props}>Content</MuiContainer>),
    );
  });
});

describe('the icon', () => {
  it.each([
    ['24 px in the text’s colour', {}],
    ['20 px in the primary colour', { fontSize: 'small', color: 'primary' }],
    ['the text’s size', { fontSize: 'inherit' }],
    ['with sx', { sx: { fontSize: { xs: 24, md: 36 }, color: 'inherit' } }],
  ] as const)('%s is drawn as MUI’s SvgIcon drew it', (_, props) => {
    const drawing = <path d="M3 18h18v-2H3z" />;
    expect(cssOf(<SvgIcon {...props}>{drawing}</SvgIcon>)).toEqual(
      cssOf(<MuiSvgIcon {...props}>{drawing}</MuiSvgIcon>),
    );
  });
});

describe('the stack', () => {
  it.each([
    ['a column', {}],
    ['a column spaced 3', { spacing: 3 }],
    ['a row', { direction: 'row', sx: { flexWrap: 'wrap', columnGap: 3 } }],
    ['a column, then a row, spaced 2', { direction: { xs: 'column', sm: 'row' }, spacing: 2 }],
    [
      'a column, then a row, spaced 2 by the gap',
      {
        direction: { xs: 'column', sm: 'row' },
        spacing: 2,
        useFlexGap: true,
        sx: { flexWrap: 'wrap' },
      },
    ],
    ['a list spaced 2', { component: 'ul', spacing: 2, sx: { listStyle: 'none', p: 0, m: 0 } }],
  ] as const)('%s is drawn as MUI’s Stack drew it, rule for rule in the same order', (_, props) => {
    const children = [<span key="a">One</span>, <span key="b">Two</span>];
    // Its children carry no class: the page's CSS is the stack's (and the global styles').
    expect(rendered(<Stack {...props}>{children}</Stack>).css).toBe(
      rendered(<MuiStack {...props}>{children}</MuiStack>).css,
    );
  });
});
