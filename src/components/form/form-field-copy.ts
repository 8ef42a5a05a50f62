import type { PhotoProblem } from '../../lib/prepare-image';

/**
 * The words of the answer views themselves (src/components/form/), the same for every question:
 * the yes/no pair, the file field's buttons and what it says of a chosen photo. Text only: the
 * Spanish build shows `form-field-copy.es.ts` instead.
 */
export const formFieldCopy = {
  /** How a yes/no answer reads (the radio buttons, the review step). The stored values are 'yes'/'no'. */
  yesNo: { yes: 'Yes', no: 'No' },
  /** The phone input's label when it is given none (docs/decisions/0002-phone-field.md). */
  phoneLabel: 'Phone number',
  file: {
    /** A file of a type the question does not take: `types` are the taken types' names. */
    wrongType: (types: string) => `Please choose a photo (${types}).`,
    /** "JPEG, PNG or WebP": the names of the types taken. */
    typeList: (names: readonly string[]) =>
      names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`,
    /** Why a chosen photo was refused, and what to do instead; `maxSize` is "10 MB". */
    problems: {
      empty:
        'This file is empty (0 bytes), so it cannot be sent. Please choose the photo again, or take a new one.',
      'too-large': (maxSize: string) =>
        `This photo is too large to send, even after resizing (${maxSize} at most). Please choose a smaller photo, or take a new one.`,
      unreadable:
        'This file cannot be opened as a photo (it may be damaged). Please choose another photo, or take a new one.',
    } satisfies Record<PhotoProblem, string | ((maxSize: string) => string)>,
    choose: 'Choose a photo',
    change: 'Change photo',
    preparing: 'Preparing your photo…',
    remove: 'Remove photo',
  },
};
