export declare const chromiumPath: string;
export declare const headlessChromiumPath: string;
export declare const chromiumArgs: string[];
