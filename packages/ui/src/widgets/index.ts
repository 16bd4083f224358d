/** Widgets (ADR 0003): the survey (§2.12) and the help bot (§2.8). */
export * from './survey';
export * from './helpbot';
