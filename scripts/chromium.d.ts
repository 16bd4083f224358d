export declare function chromiumPath(): string;
export declare function pinnedChromiumPath(): Promise<string>;
export declare const chromiumArgs: string[];
export declare const chromiumEnv: Record<string, string | undefined>;
