/** The component tests' setup (tests/unit/setup.ts loads it where the test file has a DOM). */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { installPopoverStandIn } from './popover-stand-in';

export { cleanup } from '@testing-library/react';

installPopoverStandIn();

// `findBy…` and `waitFor` wait up to 30 s, not 1: they return as soon as the expected state is there,
// and `npm test` runs the unit tests beside the build and the emulator tests (and maybe a second
// `npm test`), where restoring a saved draft can take seconds. A test still fails when the wait ends
// without the expected state.
configure({ asyncUtilTimeout: 30_000 });
