/**
 * React runs first, in a task of its own. React and react-dom are CommonJS packages, which the bundler
 * wraps to run on first use; importing them here, for their effect, runs them when their chunk
 * (first-load-react) is evaluated, which the boot script does before the other chunks
 * (scripts/prerender/boot.ts, docs/decisions/0010).
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
