export declare function connectOrigins(template: string | undefined): readonly string[];
export declare function inlineScriptHashes(documents: string[]): string[];
export declare function policy(hashes: string[], origins: readonly string[]): string;
export declare function writeCsp(dist?: string): Promise<void>;
