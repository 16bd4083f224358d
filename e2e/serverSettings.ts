/** Settings of the end-to-end run's server that the tests need too (playwright.config.ts starts it with them). */

/** The back office's credential (BACK_OFFICE_TOKEN, ADR 0055), for the claim decision test. */
export const E2E_BACK_OFFICE_TOKEN = 'e2e-back-office-token-0123456789abcdef';
