// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { TextAnswer } from '../../src/components/form/text-answer';
import { TextInput, type TextInputProps } from '../../src/components/ui/text-input';

const field = (props: Partial<TextInputProps> = {}) =>
  render(
    <AppProviders>
      <TextInput name="email" value="" onChange={vi.fn()} label="Email" {...props} />
    </AppProviders>,
  );

/**
 * The site's own text field (decision 0076, drawn as MUI's outlined TextField was): what assistive
 * technology is told of it in each state, and the parts its looks hang on.
 */
describe('the text field', () => {
  it('is named by its label, and a required one says so without reading out its asterisk', () => {
    field({ required: true, type: 'email', autoComplete: 'email' });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    const asterisk = screen.getByText('*', { exact: false, selector: 'span' });
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(asterisk.textContent).toBe('\u2009*');
  });

  it('an optional field has no asterisk', () => {
    field();
    expect(screen.getByText('Email').querySelector('span')).toBeNull();
    expect(screen.getByRole('textbox')).not.toBeRequired();
  });

  it('describes the field with its hint, and with its error once it has one', () => {
    const { rerender } = field({ helperText: 'We only use it to reply.' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('We only use it to reply.');
    rerender(
      <AppProviders>
        <TextInput
          name="email"
          value="ana@"
          onChange={vi.fn()}
          label="Email"
          error
          helperText="Enter a valid email address"
        />
      </AppProviders>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
    // Not announced unless asked: the wizard announces a step's problems itself.
    expect(screen.queryByRole('alert')).toBeNull();
    // The error state is on every part the looks hang on (the label, the box, the text).
    expect(input.closest('.MuiFormControl-root')).toHaveClass('Mui-error');
    expect(input.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    expect(screen.getByText('Email')).toHaveClass('Mui-error');
  });

  it('announces its error at once when asked', () => {
    field({ error: true, helperText: 'Email is required', announceError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('keeps an empty line for its error, hidden from screen readers, when asked', () => {
    const { container } = field({ reserveHelperSpace: true });
    const line = container.querySelector('.MuiFormHelperText-root');
    expect(line).not.toBeNull();
    expect(line?.textContent).toBe('\u200b');
    expect(line?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('is a text area of at least its rows when several lines are asked for', () => {
    field({ multiline: true, minRows: 3, type: 'text', inputProps: { maxLength: 2000 } });
    const area = screen.getByRole('textbox', { name: 'Email' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAttribute('maxlength', '2000');
    // A text area has no type.
    expect(area).not.toHaveAttribute('type');
    expect(area.style.getPropertyValue('--field-rows')).toBe('3');
  });

  it('grows a text area with its text where the browser does not (no `field-sizing`)', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    let written = 0;
    const height = vi
      .spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => 72 + 24 * written);
    try {
      const area = (value: string) => (
        <AppProviders>
          <TextInput name="story" value={value} onChange={vi.fn()} label="Story" multiline />
        </AppProviders>
      );
      const { rerender } = render(area(''));
      const box = screen.getByRole('textbox', { name: 'Story' });
      expect(box.style.height).toBe('72px');
      written = 3;
      rerender(area('one\ntwo\nthree\nfour'));
      expect(box.style.height).toBe('144px');
    } finally {
      height.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('fits a text area again when its width changes, where the browser does not', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    let onResize = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let lines = 3;
    let width = 358;
    const height = vi
      .spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => 24 * lines);
    const clientWidth = vi
      .spyOn(HTMLTextAreaElement.prototype, 'clientWidth', 'get')
      .mockImplementation(() => width);
    try {
      field({ multiline: true, value: 'a long story' });
      const box = screen.getByRole('textbox');
      expect(box.style.height).toBe('72px');
      expect(box.style.overflow).toBe('hidden');
      // The phone is turned: the text wraps on fewer lines.
      lines = 2;
      width = 812;
      onResize();
      expect(box.style.height).toBe('48px');
    } finally {
      height.mockRestore();
      clientWidth.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('leaves a text area to the browser where it grows it (`field-sizing: content`)', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    try {
      field({ multiline: true });
      expect(screen.getByRole('textbox').style.height).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands its element to the ref it is given, as an input or as a text area', () => {
    const single = { current: null as HTMLInputElement | HTMLTextAreaElement | null };
    const { unmount } = field({ inputRef: single });
    expect(single.current).toBe(screen.getByRole('textbox'));
    unmount();
    const area = { current: null as HTMLInputElement | HTMLTextAreaElement | null };
    field({ inputRef: area, multiline: true });
    expect(area.current?.tagName).toBe('TEXTAREA');
  });

  it('hands what is typed to its owner, and says when it is left', () => {
    // What the field held when its owner was told (a controlled field is set back right after).
    const typed: string[] = [];
    const onChange = vi.fn((event: { target: { value: string } }) =>
      typed.push(event.target.value),
    );
    const onBlur = vi.fn();
    field({ onChange, onBlur, inputProps: { 'aria-required': true, maxLength: 254 } });
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    expect(typed).toEqual(['ana@example.com']);
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
    // A lone field of a short form says it is required without an asterisk.
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('maxlength', '254');
  });

  it('a long label is drawn above its box, tied to it, with its asterisk and error state', () => {
    const label = 'If you do not live nearby, how would you cover calls in this area?';
    const answer = (error: string | null) => (
      <AppProviders>
        <TextAnswer
          name="story"
          question={{ kind: 'longText', required: true, maxLength: 2000 }}
          words={{ label }}
          value=""
          onChange={vi.fn()}
          onBlur={vi.fn()}
          error={error}
        />
      </AppProviders>
    );
    const { rerender } = render(answer(null));
    const area = screen.getByRole('textbox', { name: label });
    expect(area.tagName).toBe('TEXTAREA');
    const drawn = screen.getByText(label, { selector: 'label' });
    expect(drawn.querySelector('.MuiFormLabel-asterisk')).toHaveAttribute('aria-hidden', 'true');
    // Only this label: the box has none of its own.
    expect(area.closest('.MuiFormControl-root')?.querySelector('label')).toBeNull();
    expect(drawn).not.toHaveClass('Mui-error');
    rerender(answer('Tell us how you would cover the area'));
    expect(screen.getByText(label, { selector: 'label' })).toHaveClass('Mui-error');
    expect(area).toHaveAccessibleDescription('Tell us how you would cover the area');
  });

  it('a disabled field cannot be typed in', () => {
    field({ disabled: true });
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('textbox').closest('.MuiFormControl-root')).toHaveClass('Mui-disabled');
  });
});
