export declare function chromiumPath(): string;
export declare const chromiumArgs: string[];
