export declare const DEFAULT_SITE_URL: string;
export declare const DEFAULT_CONTACT_EMAIL: string;
export declare function resolveSiteUrl(value: string | undefined): string;
export declare function resolveContactEmail(value: string | undefined): string;
export declare function obfuscateEmail(email: string): string;
