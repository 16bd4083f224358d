/** The help bot's questions (§2.8, §7 HelpbotQuestion). */
export {};
