export declare function chromiumPath(): string;
export declare const chromiumArgs: string[];
export declare const chromiumEnv: Record<string, string | undefined>;
