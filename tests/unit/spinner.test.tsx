// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { Spinner } from '../../src/components/ui/spinner';

const drawn = (ui: React.ReactNode) => render(<AppProviders>{ui}</AppProviders>).container;

/**
 * The site's busy sign (decision 0078), drawn as MUI's indeterminate `CircularProgress` was: its
 * size, colour, class names and turning arc; hidden from assistive technology, since words beside it
 * always say what is happening.
 */
describe('the spinner', () => {
  it('is a turning arc of the size asked, hidden from assistive technology', () => {
    const root = drawn(<Spinner size={24} />).querySelector('span')!;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveClass('MuiCircularProgress-root', 'MuiCircularProgress-indeterminate');
    expect(root.style.width).toBe('24px');
    expect(root.style.height).toBe('24px');
    expect(getComputedStyle(root).animation).toMatch(/1\.4s linear infinite/);

    const svg = root.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '22 22 44 44');
    const circle = svg.querySelector('circle')!;
    expect(circle).toHaveAttribute('r', '20.2');
    expect(circle).toHaveAttribute('stroke-width', '3.6');
    expect(getComputedStyle(circle).animation).toMatch(/1\.4s ease-in-out infinite/);
  });

  it('takes the theme’s primary colour, or the colour of the text around it', () => {
    const container = drawn(
      <>
        <Spinner />
        <Spinner color="inherit" />
      </>,
    );
    const [primary, inherit] = [...container.querySelectorAll('span')];
    expect(primary!.style.width).toBe('40px');
    expect(getComputedStyle(primary!).color).toBe('var(--mui-palette-primary-main)');
    expect(inherit).not.toHaveClass('MuiCircularProgress-colorPrimary');
    expect(getComputedStyle(inherit!).color).not.toBe('var(--mui-palette-primary-main)');
  });
});
