export declare const VERSION_FILE: string;
export declare function runningChromiumVersion(path?: string): Promise<string>;
export declare function recordedChromiumVersion(): Promise<string | null>;
