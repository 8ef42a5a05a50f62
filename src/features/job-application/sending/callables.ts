/**
 * The product's callable functions the site calls, by name, in us-central1
 * (functions/src/index.ts; docs/decisions/0061-a-flood-cannot-hold-real-applicants.md). A module of
 * its own, without imports, so the service worker's send names them without bundling anything else.
 */
export const SUBMIT_APPLICATION = 'submitApplication';
export const FUNCTIONS_REGION = 'us-central1';
