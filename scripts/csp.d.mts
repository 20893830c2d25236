export declare function connectOrigins(template: string | undefined): string[];
export declare function inlineScriptHashes(documents: string[]): string[];
export declare function policy(hashes: string[], origins: string[]): string;
export declare function writeCsp(dist?: string): Promise<void>;
