/** Surveys (§2.12, §7 Surveys): the page's active survey and the survey's reports. */
export {};
