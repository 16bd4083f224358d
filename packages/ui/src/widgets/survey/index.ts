/** The survey widget's parts (§2.12): one folder per component. */
export {};
