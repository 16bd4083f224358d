/** The help bot's parts (§2.8): one folder per component. */
export * from './Helpbot';
