// @vitest-environment jsdom
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, NavLink } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { Button, IconButton } from '../../src/components/ui/button';

const inApp = (ui: React.ReactNode, path = '/') =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );

/**
 * The site's own buttons (decision 0077, drawn as MUI's `Button` and `IconButton` were): the element
 * each renders, what it tells assistive technology, and the class names its looks hang on.
 */
describe('the button', () => {
  it('is a button that submits nothing unless told to, and hands its ref and its press on', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLElement>();
    inApp(
      <form onSubmit={(event) => event.preventDefault()}>
        <Button ref={ref} onClick={onClick} variant="contained">
          Next
        </Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('type', 'button');
    expect(ref.current).toBe(next);
    fireEvent.click(next);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(next.className).toContain('MuiButton-root MuiButton-contained');
    expect(next.className).toContain('MuiButton-sizeMedium MuiButton-colorPrimary');
  });

  it('a disabled button is disabled, and says so in its class', () => {
    inApp(<Button disabled>Back</Button>);
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toBeDisabled();
    expect(back).toHaveClass('Mui-disabled');
  });

  it('with an href it is a link: to a page of the site through the router, else a plain one', () => {
    inApp(
      <>
        <Button href="/services">Services</Button>
        <Button href="tel:+15125550147">Call</Button>
      </>,
      '/es',
    );
    const services = screen.getByRole('link', { name: 'Services' });
    expect(services).toHaveAttribute('href', '/services');
    // The router's link opens the page itself (a plain anchor would leave it to the browser).
    expect(fireEvent.click(services)).toBe(false);
    expect(services).not.toHaveAttribute('type');
    expect(services).not.toHaveAttribute('role');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15125550147');
  });

  it('drawn as a NavLink, it marks the current page', () => {
    inApp(
      <Button component={NavLink} to="/jobs" color="inherit">
        Jobs
      </Button>,
      '/jobs',
    );
    const jobs = screen.getByRole('link', { name: 'Jobs' });
    expect(jobs).toHaveAttribute('aria-current', 'page');
    expect(jobs).toHaveClass('MuiButton-colorInherit');
  });

  it('drawn as another element, it is named a button, and disabled by ARIA and out of the tab order', () => {
    inApp(
      <Button component="label" htmlFor="photo" disabled tabIndex={0}>
        Choose a photo
      </Button>,
    );
    const label = screen.getByRole('button', { name: 'Choose a photo' });
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveAttribute('for', 'photo');
    expect(label).toHaveAttribute('aria-disabled', 'true');
    expect(label).toHaveAttribute('tabindex', '-1');
  });

  it('drawn as another element, it takes the role its caller gives', () => {
    inApp(
      <Button component="span" role="presentation">
        Decoration
      </Button>,
    );
    expect(screen.getByText('Decoration')).toHaveAttribute('role', 'presentation');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts its icon before its words, in the part a narrow page hides', () => {
    inApp(
      <Button startIcon={<svg data-testid="icon" />} size="large">
        Call
      </Button>,
    );
    const icon = screen.getByTestId('icon').parentElement!;
    expect(icon).toHaveClass('MuiButton-startIcon', 'MuiButton-iconSizeLarge');
    expect(icon.nextSibling?.textContent).toBe('Call');
  });

  it('a caller’s sx overrides its variant’s padding, as it did MUI’s', () => {
    inApp(
      <>
        <Button variant="text">Plain</Button>
        <Button variant="text" sx={{ px: '16px' }}>
          Wider
        </Button>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Plain' })).paddingLeft).toBe('8px');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Wider' })).paddingLeft).toBe(
      '16px',
    );
  });

  it('buttons alike get one class, and another variant its own', () => {
    inApp(
      <>
        <Button variant="outlined">One</Button>
        <Button variant="outlined">Two</Button>
        <Button variant="contained">Three</Button>
      </>,
    );
    const emotionClass = (name: string) =>
      [...screen.getByRole('button', { name }).classList].find((c) => c.startsWith('css-'));
    expect(emotionClass('One')).toBe(emotionClass('Two'));
    expect(emotionClass('One')).not.toBe(emotionClass('Three'));
  });
});

describe('the icon button', () => {
  it('is a button named by its label; with an href, a link', () => {
    const ref = createRef<HTMLElement>();
    inApp(
      <>
        <IconButton aria-label="Close menu" edge="end" ref={ref}>
          <svg />
        </IconButton>
        <IconButton aria-label="Share location" href="sms:+15125550147" color="inherit">
          <svg />
        </IconButton>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('type', 'button');
    expect(close).toHaveClass('MuiIconButton-root', 'MuiIconButton-edgeEnd');
    expect(ref.current).toBe(close);
    const share = screen.getByRole('link', { name: 'Share location' });
    expect(share).toHaveAttribute('href', 'sms:+15125550147');
    expect(share).toHaveClass('MuiIconButton-colorInherit');
  });
});
